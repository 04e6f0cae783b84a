import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewTabs } from './view-tabs.component';

const ITEMS = [
  { key: 'ALL', label: 'Worklist' },
  { key: 'OPEN', label: 'Open' },
  { key: 'LOCKED', label: 'Locked' },
];

function renderTabs(activeKey = 'OPEN') {
  const onChange = jest.fn();
  render(<ViewTabs label="Worklist views" items={ITEMS} activeKey={activeKey} onChange={onChange} />);
  return onChange;
}

describe('ViewTabs', () => {
  it('is a named tab list with one tab per view, the active one selected', () => {
    renderTabs();
    const list = screen.getByRole('tablist', { name: 'Worklist views' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Worklist', 'Open', 'Locked']);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
  });

  it('opens a view on a click', async () => {
    const onChange = renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Locked' }));
    expect(onChange).toHaveBeenCalledWith('LOCKED');
  });

  it('is one Tab stop, on the selected tab, or on the first when none is selected', async () => {
    renderTabs();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('puts the Tab stop on the first tab when no view is selected', async () => {
    renderTabs('NONE');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Worklist' })).toHaveFocus();
  });

  it('moves the focus with the arrow keys, wrapping round, and with Home and End, without opening a view', async () => {
    const onChange = renderTabs();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Locked' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Worklist' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Locked' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Worklist' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Locked' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens the focused view with Enter or Space', async () => {
    const onChange = renderTabs();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ALL');
    await userEvent.keyboard('{End} ');
    expect(onChange).toHaveBeenLastCalledWith('LOCKED');
  });
});
