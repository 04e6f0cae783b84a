import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EncounterDetailResponse } from 'shared-kit';
import { mockError, mockReply, type MockHttpClient, type MockRemoteProps, type MockRequest } from 'shared-kit/mock';
import { cdiClient, cdiDetail, cdiProps, myLock, othersLock } from '../cdi.fixtures';
import { CdiRoot } from '../root.component';

// antd and the rich-text editor are slow in jsdom; a loaded 2-core machine needs room.
jest.setTimeout(60_000);

function mount(detail: () => EncounterDetailResponse, props: MockRemoteProps = cdiProps(), extra: Parameters<typeof cdiClient>[1] = {}) {
  const client = cdiClient(detail, extra);
  const view = render(<CdiRoot {...props} client={client} />);
  return { client, props, view };
}

const calls = (client: MockHttpClient, method: string, path: RegExp) => client.calls.filter((c) => c.method === method && path.test(c.path));

describe('CDI encounter detail (spec 2 §2.1, §2.2)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the header, the patient panel in the spec order with Unavailable, and the conditions by kind and HCC', async () => {
    mount(() => cdiDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'King, Ada' })).toBeInTheDocument();
    expect(screen.getByLabelText('Visit time')).toHaveTextContent(/^3\/4\/2026 \d{1,2}:30 (AM|PM)$/);
    const panel = screen.getByLabelText('Patient');
    expect(within(panel).getByText('CDI Patient Review')).toBeInTheDocument();
    // The spec's order, empty fields omitted (no VBC program, rule filters or risk category version here).
    const labels = [...panel.querySelectorAll('.ant-descriptions-item-label')].map((c) => c.textContent);
    expect(labels).toEqual(['MRN(s)', 'Birth Date', 'Region', 'Reason for Visit', 'Appointment Type', 'Status', 'Practitioner', 'Reviewer']);
    // 'Unavailable' in italics (spec 2 §2.2).
    expect(within(panel).getByText('Unavailable').tagName).toBe('I');
    expect(within(panel).getByText('Quinn Adams')).toBeInTheDocument();
    // Known Conditions, with the two HCC 37 conditions in one group titled from the lookup; 'Suspect: ' stripped.
    const known = screen.getByRole('region', { name: 'Known Conditions' });
    expect(within(known).getByRole('heading', { name: 'HCC 37 Diabetes with Chronic Complications' })).toBeInTheDocument();
    expect(within(known).getByRole('heading', { name: 'Diabetes with CKD' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Potential Opportunities' })).toHaveTextContent('Morbid obesity');
    expect(screen.getByRole('region', { name: 'Removed Conditions' })).toHaveTextContent('Old removed one');
    // Activity, known, potential for CDI (spec 2 §6): no activities here, so known comes first.
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['Known Conditions', 'Potential Opportunities', 'Removed Conditions']),
    );
    // Read only without the lock: no toolbar moves, no Add Condition.
    expect(screen.getByRole('button', { name: 'Mark Ready for CDI QA' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add Condition/ })).toBeNull();
  });

  it('locks on click and reloads the encounter; a lock taken by another user opens the conflict modal, OK reloads', async () => {
    let current = cdiDetail();
    const { client } = mount(() => current, cdiProps(), {
      'PUT /api/encounter/lock/:id': () => {
        current = cdiDetail({ lock: myLock() });
        return myLock();
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Lock this encounter' }));
    expect(await screen.findByRole('button', { name: 'Unlock this encounter' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls(client, 'GET', /detail\/42$/).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Mark Ready for CDI QA' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Add Condition/ })).toBeInTheDocument();
  });

  it("answers a lock conflict with 'Encounter Lock Conflict' and reloads on OK", async () => {
    const { client } = mount(() => cdiDetail(), cdiProps(), { 'PUT /api/encounter/lock/:id': mockError(409, 'CONFLICT', 'Locked by cdiqa') });
    await userEvent.click(await screen.findByRole('button', { name: 'Lock this encounter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encounter Lock Conflict' });
    expect(dialog).toHaveTextContent(
      'Sorry, could not lock this encounter for you. Between opening the encounter and clicking the lock icon, another user has acquired a lock on this encounter.',
    );
    const before = calls(client, 'GET', /detail\/42$/).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls(client, 'GET', /detail\/42$/).length).toBe(before + 1));
  });

  it("shows another user's lock in red with who and when", async () => {
    mount(() => cdiDetail({ lock: othersLock() }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Locked by cdiqa on 3\/3\/2026 \d{1,2}:05 (AM|PM)$/);
  });

  it('flags a READY_FOR_CDI_QA review for plain CDI users, with the reviewer, and hides the lock and the toolbar', async () => {
    mount(() => cdiDetail({ reviewCode: 'READY_FOR_CDI_QA' }));
    expect(await screen.findByText('This encounter review is flagged for CDI QA review')).toBeInTheDocument();
    expect(screen.getByText('Reviewer: Quinn Adams')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock this encounter' })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Review' })).toBeNull();
  });

  it('offers the CDI QA manager the toolbar and the follow-up toggle on READY_FOR_CDI_QA', async () => {
    mount(() => cdiDetail({ reviewCode: 'READY_FOR_CDI_QA', lock: { ...myLock(), createdById: 2 } }), cdiProps('CDI_QA_MANAGER'));
    const toolbar = await screen.findByRole('toolbar', { name: 'Review' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Mark Open',
      'Mark Ready for Physician',
      'Click to request CDI review and send back to CDI worklist',
    ]);
  });

  it('moves the review, releases the lock and goes home', async () => {
    const { client, props } = mount(() => cdiDetail({ lock: myLock() }), cdiProps(), {
      'PUT /api/review/code/:reviewId/:code': (req: { params: Record<string, string> }) => ({ id: 700, reviewCode: req.params.code, queryStatusCode: null, reviewer: null }),
      'PUT /api/review/unlock': { released: true },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Ready for Physician' }));
    await waitFor(() => expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/home', options: undefined }));
    expect(calls(client, 'PUT', /review\/code\/700\/READY_FOR_PHYSICIAN$/)).toHaveLength(1);
    expect(calls(client, 'PUT', /review\/unlock$/)[0]?.body).toEqual({ encounterId: 42 });
  });

  it("shows 'Add Note' only with text and reads the notes again after adding one", async () => {
    const { client } = mount(() => cdiDetail({ lock: myLock() }), cdiProps(), { 'POST /api/encounter/note': mockReply(201, { id: 9, encounterId: 42, encounterConditionId: null, noteBody: 'x', noteReasonCode: 'OPEN', createdByUserName: 'cdi', creationDate: '2026-03-04T10:00:00.000Z' }) });
    const box = await screen.findByPlaceholderText('Encounter Notes: Only Viewable by CDI and Coder Users.');
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
    await userEvent.type(box, '  Labs  due ');
    const before = calls(client, 'GET', /note\/42$/).length;
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(calls(client, 'GET', /note\/42$/).length).toBe(before + 1));
    expect(calls(client, 'POST', /encounter\/note$/)[0]?.body).toEqual({ encounterId: 42, noteBody: 'Labs  due', noteReasonCode: 'OPEN', encounterConditionId: null });
  });

  it("requires a title: 'Each Entry Must Have a Title', and reports unsaved edits to the shell's guard", async () => {
    const { props, client } = mount(() => cdiDetail({ lock: myLock() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Morbid obesity' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await waitFor(() => expect(props.calls).toContainEqual({ name: 'setUnsavedChanges', dirty: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Each Entry Must Have a Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(calls(client, 'PUT', /encounter\/condition$/)).toHaveLength(0);
  });

  it('saves an edit: the condition with its version, then the changed reasons; the card shows the answer', async () => {
    const saved = { ...cdiDetail().conditions[2]!, title: 'Severe obesity', version: 2 };
    const { client, props } = mount(() => cdiDetail({ lock: myLock() }), cdiProps(), {
      'PUT /api/encounter/condition': saved,
      'PUT /api/encounter/condition/rule': [saved],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Morbid obesity' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Severe   obesity ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason 1' }), 'BMI 41');
    expect(screen.getByRole('textbox', { name: 'Reason 2' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Severe obesity' })).toBeInTheDocument();
    expect(calls(client, 'PUT', /encounter\/condition$/)[0]?.body).toMatchObject({ id: 3, version: 1, title: 'Severe   obesity', conditionStatus: 'POTENTIAL' });
    expect(calls(client, 'PUT', /condition\/rule$/)[0]?.body).toEqual([{ id: null, encounterConditionId: 3, reason: 'BMI 41', ruleInputJson: { type: 'new rule' } }]);
    await waitFor(() => expect(props.calls.filter((c) => c.name === 'setUnsavedChanges').at(-1)).toEqual({ name: 'setUnsavedChanges', dirty: false }));
  });

  it('keeps a failed save on screen with its reason', async () => {
    mount(() => cdiDetail({ lock: myLock() }), cdiProps(), { 'PUT /api/encounter/condition': mockError(409, 'CONFLICT', 'Someone saved this condition first') });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Morbid obesity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' class 3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The condition was not saved: Someone saved this condition first')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Morbid obesity class 3');
  });

  it('offers unsaved edits back after a reload (draft recovery) and restores them', async () => {
    const first = mount(() => cdiDetail({ lock: myLock() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Morbid obesity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' class 3');
    first.view.unmount();
    mount(() => cdiDetail({ lock: myLock() }));
    expect(await screen.findByText(/^You have unsaved changes from .* for this condition\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Morbid obesity class 3');
  });

  it('tags a potential condition Net New at once, and Removes / Undoes a condition', async () => {
    const condition = cdiDetail().conditions[2]!;
    // The tag's answer waits until the test has seen the choice: it must show before the server has answered.
    let answerTag: () => void = () => undefined;
    const tagAnswered = new Promise<void>((resolve) => (answerTag = resolve));
    const { client } = mount(() => cdiDetail({ lock: myLock() }), cdiProps(), {
      'PUT /api/encounter/condition/:id/tags/cdi': async () => {
        await tagAnswered;
        return { ...condition, cdiTags: { netNewStatusCode: 'NET_NEW', knownPotentialStatusCode: null, expectedDiagnosis: null, encounterConditionId: 3 } };
      },
      'PUT /api/encounter/condition': { ...condition, conditionCode: 'REMOVED', version: 2 },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Morbid obesity/, expanded: false }));
    // antd draws radio buttons over their inputs: a person clicks the label.
    await userEvent.click(screen.getByText('Net New'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Net New' })).toBeChecked());
    answerTag();
    await waitFor(() => expect(calls(client, 'PUT', /3\/tags\/cdi$/)[0]?.body).toEqual({ cdiTags: { netNewStatusCode: 'NET_NEW', knownPotentialStatusCode: null, expectedDiagnosis: null } }));
    expect(screen.getByRole('radio', { name: 'Net New' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Morbid obesity' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Removed Conditions' })).getByText('Morbid obesity')).toBeInTheDocument());
    expect(calls(client, 'PUT', /encounter\/condition$/)[0]?.body).toEqual({ id: 3, version: 1, title: 'Morbid obesity', conditionCode: 'REMOVED' });
  });

  it('keeps Undo busy until the removal is answered: a click meanwhile sends nothing (it would carry the replaced version)', async () => {
    const condition = cdiDetail().conditions[2]!;
    let answerRemoval: (value: unknown) => void = () => undefined;
    const answers = [
      new Promise((resolve) => {
        answerRemoval = resolve;
      }),
      { ...condition, conditionCode: 'OPEN', version: 3 },
    ];
    // What the API was sent, as it arrives (the mock client lists a call once it is answered).
    const sent: unknown[] = [];
    mount(() => cdiDetail({ lock: myLock() }), cdiProps(), {
      'PUT /api/encounter/condition': (request: MockRequest) => {
        sent.push(request.body);
        return answers.shift();
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Morbid obesity' }));
    const removed = screen.getByRole('region', { name: 'Removed Conditions' });
    const undo = await within(removed).findByRole('button', { name: 'Undo Morbid obesity' });
    await waitFor(() => expect(undo).toHaveClass('ant-btn-loading'));
    await userEvent.click(undo);
    expect(sent).toHaveLength(1);

    await act(async () => answerRemoval({ ...condition, conditionCode: 'REMOVED', version: 2 }));
    const ready = within(removed).getByRole('button', { name: 'Undo Morbid obesity' });
    await waitFor(() => expect(ready).not.toHaveClass('ant-btn-loading'));
    await userEvent.click(ready);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ id: 3, version: 2, title: 'Morbid obesity', conditionCode: 'OPEN' });
  });

  it("refuses a copy without the lock with 'Current encounter must be locked for CDI to execute encounter copy.'", async () => {
    mount(() => cdiDetail());
    const row = (await screen.findByText('1/10/2026')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Copy Encounter/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current encounter must be locked for CDI to execute encounter copy.');
  });

  it('copies after the WARNING confirmation with both dates', async () => {
    const { client } = mount(() => cdiDetail({ lock: myLock() }), cdiProps(), { 'PUT /api/encounter/:currentId/copy/:previousId': cdiDetail({ lock: myLock() }), 'GET /api/encounter/:id/copies': [] });
    const row = (await screen.findByText('1/10/2026')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Copy Encounter/ }));
    // In jsdom antd gives every dialog title the id 'test-id', so the dialog is found by its text.
    const dialog = (await screen.findByText(/^WARNING!/)).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('Copy Encounter', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'WARNING! This action will copy CDI curation from the 1/10/2026 encounter to this 3/4/2026 encounter. Are you sure you want to continue?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Encounter' }));
    await waitFor(() => expect(calls(client, 'PUT', /42\/copy\/30$/)).toHaveLength(1));
  });

  it('shows only the condition list in embedded mode, filtered by the conditions parameter', async () => {
    mount(() => cdiDetail(), cdiProps('CDI', 'embedded', 'POTENTIAL'));
    expect(await screen.findByRole('region', { name: 'Potential Opportunities' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Known Conditions' })).toBeNull();
    expect(screen.queryByLabelText('Patient')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says so when the encounter is not found', async () => {
    const client = cdiClient(() => cdiDetail(), { 'GET /api/encounter/detail/:id': mockError(404, 'NOT_FOUND', 'No encounter 42') });
    render(<CdiRoot {...cdiProps()} client={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This encounter does not exist, or it is outside your work.');
    await act(async () => undefined);
  });
});
