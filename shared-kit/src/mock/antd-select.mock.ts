import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Picks `option` in the antd select named `label`, as a person would: open it, click the option. */
export async function chooseOption(label: string, option: string): Promise<void> {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const dropdown = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if (!open) throw new Error(`the ${label} dropdown did not open`);
    return open;
  });
  await userEvent.click(within(dropdown).getByTitle(option));
}
