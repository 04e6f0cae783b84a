import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Condition } from 'shared-kit';
import { mockCondition, type MockHttpClient } from 'shared-kit/mock';
import { coderClient, coderDetail, coderProps, coderTags, myLock } from '../coder.fixtures';
import { CoderRoot } from '../root.component';

// antd is slow in jsdom; a loaded 2-core machine needs room.
jest.setTimeout(60_000);

function mount(conditions?: Condition[]) {
  const { client, current } = coderClient(coderDetail({ lock: myLock(), ...(conditions ? { conditions } : {}) }));
  const props = coderProps();
  render(<CoderRoot {...props} client={client} />);
  return { client, current, props };
}

async function openForm(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Show details of ${title}` }));
  return screen.getByRole('form', { name: `Coder details: ${title}` });
}

/** Picks `option` in the antd select labelled `label` inside `scope` (the item with that text in the open list). */
async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const items = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].filter((el) => el.textContent === option);
    const last = items[items.length - 1];
    if (!last) throw new Error(`no option ${option}`);
    return last;
  });
  await userEvent.click(item);
}

/** Clicks the antd radio button named `name` (its input is covered by the button's label). */
async function pick(scope: HTMLElement, name: string) {
  const radio = within(scope).getByRole('radio', { name });
  await userEvent.click(radio.closest('label') ?? radio);
}

const tagWrites = (client: MockHttpClient) => client.calls.filter((c) => c.method === 'PUT' && /\/tags\/coder$/.test(c.path));

describe('coder condition form (spec 2 §4.5, §5, §6)', () => {
  it('auto-fills on Not On Claim while reportable: reportable, the documentation reason and the first ICD-10 code; the coder-addition message', async () => {
    const { client } = mount();
    const form = await openForm('Morbid obesity');
    const submit = within(form).getByRole('button', { name: 'Submit' });
    // Nothing set, nothing changed: Submit off.
    expect(submit).toBeDisabled();
    await pick(form, 'Reportable');
    await pick(form, 'Not On Claim');
    expect(within(form).getByRole('combobox', { name: 'Reportable header' }).closest('.ant-select')).toHaveTextContent('Reportable');
    expect(within(form).getByRole('combobox', { name: 'Reason' }).closest('.ant-select')).toHaveTextContent('Provider documentation supports the code');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Condition marked on claim and reportable: compliant provider documentation supports coder addition of the code.')).toBeInTheDocument();
    expect(tagWrites(client).map((c) => c.body)).toEqual([
      {
        coderTags: {
          onClaimStatusCode: 'NOT_ON_CLAIM',
          reportableStatusCode: 'REPORTABLE',
          reportableHeaderCode: 'REPORTABLE',
          reportableReason: 'PROVIDER_DOCUMENTATION_SUPPORTS_CODE',
          reportableText: null,
          conditionDiagnosisCode: 'E6601',
          activityMetStatusCode: null,
        },
      },
    ]);
  });

  it("asks a reason for Not Reportable ('If Not Reportable, A Reason Must be Provided'), clears down the chain, then submits", async () => {
    const { client } = mount();
    const form = await openForm('Morbid obesity');
    await pick(form, 'Not Reportable');
    expect(within(form).getByRole('alert')).toHaveTextContent('If Not Reportable, A Reason Must be Provided');
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await choose(form, 'Reportable header', 'Not Documented');
    await choose(form, 'Reason', 'Condition reported as resolved');
    expect(within(form).queryByRole('alert')).toBeNull();
    // Choosing another header clears the reason (spec 2 §4.5).
    await choose(form, 'Reportable header', 'Coding Details');
    expect(within(form).getByRole('alert')).toHaveTextContent('If Not Reportable, A Reason Must be Provided');
    await choose(form, 'Reason', 'Coding conflict');
    await userEvent.click(submit);
    expect(await screen.findByText('Successfully submitted coder details.')).toBeInTheDocument();
    expect(tagWrites(client)[0]?.body).toEqual({
      coderTags: expect.objectContaining({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'CODING_DETAILS', reportableReason: 'CODING_CONFLICT' }),
    });
  });

  it("takes 'Other' only with non-blank text under 'Please provide a coding reason...'", async () => {
    const { client } = mount();
    const form = await openForm('Morbid obesity');
    await pick(form, 'Not Reportable');
    await choose(form, 'Reportable header', 'Other');
    const text = within(form).getByPlaceholderText('Please provide a coding reason...');
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(text, '   ');
    expect(submit).toBeDisabled();
    await userEvent.clear(text);
    await userEvent.type(text, 'Payer contract excludes this code');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(tagWrites(client)).toHaveLength(1));
    expect(tagWrites(client)[0]?.body).toEqual({ coderTags: expect.objectContaining({ reportableHeaderCode: 'OTHER', reportableText: 'Payer contract excludes this code' }) });
  });

  it('needs a diagnosis code with the more/less-specific reason, found by the ICD-10 search (500 ms pause)', async () => {
    const { client } = mount();
    const form = await openForm('Morbid obesity');
    await pick(form, 'Not Reportable');
    await choose(form, 'Reportable header', 'Coding Details');
    await choose(form, 'Reason', 'More/Less specific diagnosis code documented than one presented');
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByRole('combobox', { name: 'Diagnosis code' }), 'E66');
    await userEvent.click(await screen.findByText(/^E66\.9 Obesity, unspecified/, {}, { timeout: 3000 }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(tagWrites(client)).toHaveLength(1));
    expect(tagWrites(client)[0]?.body).toEqual({ coderTags: expect.objectContaining({ reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED', conditionDiagnosisCode: 'E669' }) });
  });

  it('shows query and claim editors on open known and potential conditions only; activity met on activities (spec 2 §6)', async () => {
    mount();
    const known = await openForm('Diabetes with CKD');
    expect(within(known).getByRole('combobox', { name: 'Query status' })).toBeInTheDocument();
    expect(within(known).getByRole('radio', { name: 'On Claim' })).toBeInTheDocument();
    const activity = await openForm('Annual wellness visit');
    expect(within(activity).queryByRole('combobox', { name: 'Query status' })).toBeNull();
    expect(within(activity).queryByRole('radio', { name: 'Reportable' })).toBeNull();
    await pick(activity, 'Activity Met');
    expect(within(activity).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('moves the condition query: outstanding to response received, and the card shows what the API stored', async () => {
    const { client, current } = mount([
      mockCondition(1, { title: 'Diabetes with CKD', conditionStatus: 'KNOWN', coderTags: coderTags({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationDate: '2026-01-05T10:00:00.000Z' }) }),
    ]);
    const form = await openForm('Diabetes with CKD');
    await choose(form, 'Query status', 'Query Response Received');
    await waitFor(() => expect(current().conditions[0]?.coderTags?.queryStatusCode).toBe('QUERY_RESPONSE_RECEIVED'));
    expect(client.calls.filter((c) => c.method === 'PUT' && /\/query$/.test(c.path)).map((c) => c.body)).toEqual([{ coderTags: { queryStatusCode: 'QUERY_RESPONSE_RECEIVED' } }]);
    await waitFor(() => expect(screen.queryByRole('img', { name: /Query outstanding for more than/ })).toBeNull());
  });

  it("reports unsaved coder edits to the shell's guard", async () => {
    const { props } = mount();
    const form = await openForm('Morbid obesity');
    await pick(form, 'Reportable');
    await waitFor(() => expect(props.calls).toContainEqual({ name: 'setUnsavedChanges', dirty: true }));
  });
});
