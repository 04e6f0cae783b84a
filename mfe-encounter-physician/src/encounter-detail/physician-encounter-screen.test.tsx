import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockCondition, type MockHttpClient } from 'shared-kit/mock';
import { physicianClient, physicianDetail, physicianProps } from '../physician.fixtures';
import { PhysicianRoot } from '../root.component';

// antd is slow in jsdom; a loaded 2-core machine needs room.
jest.setTimeout(60_000);

function mount(options: Parameters<typeof physicianProps>[0] = {}, detail = physicianDetail) {
  const props = physicianProps(options);
  const client = physicianClient(() => detail());
  const view = render(<PhysicianRoot {...props} client={client} />);
  return { props, client, view };
}
const calls = (client: MockHttpClient, method: string, path: RegExp) => client.calls.filter((c) => c.method === method && path.test(c.path));

describe('variant choice (platform design §7)', () => {
  it('PHYSICIAN without a variant: the review view with Dismiss/Undo and no response control', async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'King, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clinical Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss Morbid obesity' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText('Action Recommended')).toBeNull();
  });

  it("PHYSICIAN '1' and CLINICAL_ADMIN '1': a response control on each condition", async () => {
    mount({ tenant: { PHYSICIAN_DISPLAY_VARIANT: '1' } });
    expect(await screen.findByRole('radiogroup', { name: 'Response to Morbid obesity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("PHYSICIAN '3' and CLINICAL_ADMIN '2': the simple curation view", async () => {
    mount({ tenant: { PHYSICIAN_DISPLAY_VARIANT: '3' } });
    expect(await screen.findByRole('status', { name: 'Action Recommended' })).toBeInTheDocument();
    mount({ role: 'CLINICAL_ADMIN', tenant: { PHYSICIAN_DISPLAY_VARIANT: '2', CLINICAL_ADMIN_DISMISS: 'true' } }).view.unmount();
  });

  it('any other role sees nothing', async () => {
    const { client, view } = mount({ role: 'CDI' });
    await new Promise((r) => setTimeout(r, 50));
    expect(view.container).toBeEmptyDOMElement();
    expect(client.calls).toEqual([]);
  });
});

describe('review view (spec 2 §2.4)', () => {
  it('shows the arrows, return to worklist, print, the CDI lock icon, the past banner, review status and the next appointment', async () => {
    const { props } = mount();
    await screen.findByRole('heading', { level: 1, name: 'King, Ada' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous encounter (opens a new window)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next encounter (opens a new window)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Return to worklist' }));
    expect(props.calls).toEqual([
      { name: 'navigate', to: '/auth/encounter/detail/41', options: { newTab: true } },
      { name: 'navigate', to: '/auth/encounter/detail/43', options: { newTab: true } },
      { name: 'navigate', to: '/auth/home', options: undefined },
    ]);
    expect(screen.getByRole('button', { name: 'Print the encounter' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Locked for cdiqa, 3\/3\/2026/ })).toBeInTheDocument();
    expect(screen.getByText('Please note: you are viewing a past encounter for this patient')).toBeInTheDocument();
    expect(screen.getByLabelText('Review status: Ready for Physician')).toBeInTheDocument();
    expect(screen.getByText('Upcoming Appointment')).toBeInTheDocument();
  });

  it('smart mode hides the arrows; embedded mode shows the condition list only', async () => {
    const smart = mount({ mode: 'smart' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Return to worklist' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print the encounter' })).toBeInTheDocument();
    smart.view.unmount();
    mount({ mode: 'embedded' });
    expect(await screen.findByRole('region', { name: 'Clinical Conditions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByLabelText('Patient')).toBeNull();
  });

  it('groups by HCC with the lookup title, addressed last, dismissed kept with Undo, removed left out; activities apart', async () => {
    mount();
    const clinical = await screen.findByRole('region', { name: 'Clinical Conditions' });
    expect(within(clinical).getByRole('heading', { name: 'HCC 37 Diabetes with Chronic Complications' })).toBeInTheDocument();
    expect(within(clinical).queryByText('Removed one')).toBeNull();
    expect(within(clinical).getByText('Dismissed by Provider')).toBeInTheDocument();
    expect(within(clinical).getByRole('button', { name: 'Undo Old dismissed one' })).toBeInTheDocument();
    // A dismissed condition has nothing to expand; every expanded control points at a region on the page.
    expect(within(clinical).queryByRole('button', { name: /Old dismissed one/, expanded: true })).toBeNull();
    for (const toggle of document.querySelectorAll('[aria-expanded="true"][aria-controls]')) {
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
    }
    const titles = [...clinical.querySelectorAll('[data-condition-id]')].map((e) => e.getAttribute('data-condition-id'));
    // HCC 37 keeps its first place; inside it the addressed known condition (2) comes last.
    expect(titles.slice(0, 3)).toEqual(['1', '3', '2']);
    const activities = screen.getByRole('region', { name: 'Activities' });
    expect(within(activities).getByText('Annual wellness visit')).toBeInTheDocument();
  });

  it("flat with CONDITION_DISPLAY_VERSION '1'; the empty texts", async () => {
    const { view } = mount({ tenant: { CONDITION_DISPLAY_VERSION: '1' } });
    const clinical = await screen.findByRole('region', { name: 'Clinical Conditions' });
    expect(within(clinical).queryByRole('heading', { name: /^HCC 37/ })).toBeNull();
    view.unmount();
    mount({}, () => physicianDetail({ conditions: [] }));
    expect(await screen.findByText('No Conditions to show at this time.')).toBeInTheDocument();
    expect(screen.getByText('No Activities to show at this time.')).toBeInTheDocument();
  });

  it('opens rows by the §4.5 rule; opening one activates it and posts the READ audit, closing deactivates it', async () => {
    const { client } = mount();
    await screen.findByRole('region', { name: 'Clinical Conditions' });
    // Required (no response) and standalone potential: open; known with a response in a mixed group: closed.
    expect(screen.getByRole('button', { name: 'Hide details of Morbid obesity' })).toHaveAttribute('aria-expanded', 'true');
    expect(calls(client, 'POST', /audit/)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Hide details of Morbid obesity' }));
    expect(screen.getByRole('button', { name: 'Show details of Morbid obesity' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Morbid obesity' }));
    await waitFor(() => expect(calls(client, 'POST', /\/api\/audit\/read\/encounter-condition\/4$/)).toHaveLength(1));
    const row = screen.getByRole('button', { name: 'Hide details of Morbid obesity' }).closest('[data-condition-id]');
    expect(row).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide details of Morbid obesity' }));
    expect(row).not.toHaveAttribute('aria-current');
  });

  it('a condition in an HCC group has no toggle of its own: the group title opens its conditions', async () => {
    const { client } = mount();
    await screen.findByRole('region', { name: 'Clinical Conditions' });
    expect(screen.queryByRole('button', { name: /details of Diabetes with CKD/ })).toBeNull();
    const groupToggle = screen.getByRole('button', { name: 'HCC 37 Diabetes with Chronic Complications' });
    await userEvent.click(groupToggle);
    await userEvent.click(groupToggle);
    await waitFor(() => expect(calls(client, 'POST', /\/api\/audit\/read\/encounter-condition\/(1|2)$/).length).toBe(2));
  });

  it('collapses a group, and expands and collapses all of its conditions', async () => {
    mount();
    await screen.findByRole('region', { name: 'Clinical Conditions' });
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all: Clinical Conditions' }));
    expect(screen.getByRole('button', { name: 'Show details of Morbid obesity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all: Clinical Conditions' }));
    expect(screen.getByRole('button', { name: 'Hide details of Morbid obesity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Clinical Conditions' }));
    expect(screen.queryByText('Morbid obesity')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show Clinical Conditions' }));
    expect(screen.getByText('Morbid obesity')).toBeInTheDocument();
  });

  it('dismisses and undoes (PUT /api/encounter/condition with DISMISSED, then OPEN)', async () => {
    const { client } = mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss Morbid obesity' }));
    expect(await screen.findByRole('button', { name: 'Undo Morbid obesity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo Morbid obesity' }));
    expect(await screen.findByRole('button', { name: 'Dismiss Morbid obesity' })).toBeInTheDocument();
    expect(calls(client, 'PUT', /^\/api\/encounter\/condition$/).map((c) => (c.body as { conditionCode: string }).conditionCode)).toEqual(['DISMISSED', 'OPEN']);
  });

  it('clinical admins dismiss only with CLINICAL_ADMIN_DISMISS', async () => {
    const { view } = mount({ role: 'CLINICAL_ADMIN' });
    await screen.findByRole('region', { name: 'Clinical Conditions' });
    expect(screen.queryByRole('button', { name: 'Dismiss Morbid obesity' })).toBeNull();
    view.unmount();
    mount({ role: 'CLINICAL_ADMIN', tenant: { CLINICAL_ADMIN_DISMISS: 'true' } });
    expect(await screen.findByRole('button', { name: 'Dismiss Morbid obesity' })).toBeInTheDocument();
  });

  it('responses change the group required counts and are sent on every click', async () => {
    const { client } = mount({ tenant: { PHYSICIAN_DISPLAY_VARIANT: '1' } });
    const obesity = await screen.findByRole('radiogroup', { name: 'Response to Morbid obesity' });
    const row = obesity.closest('[data-condition-id]') as HTMLElement;
    expect(within(row).getByText('1 required')).toBeInTheDocument();
    await userEvent.click(within(obesity).getByText('Mark as documented'));
    expect(await within(row).findByRole('radio', { name: 'Marked as documented' })).toBeChecked();
    expect(within(row).queryByText('1 required')).toBeNull();
    // HCC 37: one required (3, no response); not evaluated on it (no prior response) raises the count to 2.
    const group = screen.getByRole('heading', { name: 'HCC 37 Diabetes with Chronic Complications' }).closest('.ant-card') as HTMLElement;
    expect(within(group).getByText('1 required')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Response to Diabetes with ketoacidosis' })).getByText('Not evaluated'));
    expect(await within(group).findByText('2 required')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Response to Diabetes with ketoacidosis' })).getByText('Not documented'));
    expect(await within(group).findByText('1 required')).toBeInTheDocument();
    expect(calls(client, 'PUT', /tags\/practitioner$/).map((c) => c.body)).toEqual([
      [{ encounterConditionId: 4, practitionerResponseCode: 'ACCEPT' }],
      [{ encounterConditionId: 3, practitionerResponseCode: 'NOT_EVALUATED' }],
      [{ encounterConditionId: 3, practitionerResponseCode: 'NONE' }],
    ]);
  });

  it('shows the NLP link only with NLP insights on (user over tenant) and opens the documents', async () => {
    const { view } = mount();
    await screen.findByRole('region', { name: 'Clinical Conditions' });
    expect(screen.queryByRole('button', { name: 'View source documents of Heart failure' })).toBeNull();
    view.unmount();
    mount({ tenant: { NLP_INSIGHTS: 'true' } });
    await userEvent.click(await screen.findByRole('button', { name: 'View source documents of Heart failure' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Progress Note — 2/2/2026' })).toBeInTheDocument();
  });
});

describe('simple curation view (spec 2 §2.5)', () => {
  it("shows the header, the 'Action Recommended' count, radio responses and 'Marked as documented'", async () => {
    mount({ tenant: { PHYSICIAN_DISPLAY_VARIANT: '3' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'King, Ada' })).toBeInTheDocument();
    expect(screen.getByText('CDI Review Bypassed')).toBeInTheDocument();
    const alert = screen.getByRole('status', { name: 'Action Recommended' });
    // Required and not yet clicked: 3, 4 (no response), 6 (NOT_CLICKED) and the activity 8.
    expect(alert).toHaveTextContent('Conditions requiring a response: 4');
    const obesity = screen.getByRole('radiogroup', { name: 'Response to Morbid obesity' });
    const row = obesity.closest('[data-condition-id]') as HTMLElement;
    expect(within(row).getByText('Action Recommended')).toBeInTheDocument();
    await userEvent.click(within(obesity).getByText('Mark as documented'));
    expect(await within(row).findByRole('radio', { name: 'Marked as documented' })).toBeChecked();
    expect(within(row).getByText('This diagnosis was marked as documented but has not been added to the chart. Please add it to the chart.')).toBeInTheDocument();
    expect(within(row).queryByText('Action Recommended')).toBeNull();
    expect(screen.getByRole('status', { name: 'Action Recommended' })).toHaveTextContent('Conditions requiring a response: 3');
  });

  it("uses a 'Mark As' dropdown in smart mode", async () => {
    const { client } = mount({ tenant: { PHYSICIAN_DISPLAY_VARIANT: '3' }, mode: 'smart' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: /Mark As/ });
    await userEvent.click(buttons[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as documented' }));
    await waitFor(() => expect(calls(client, 'PUT', /tags\/practitioner$/)).toHaveLength(1));
  });
});

describe("addressed in the tenant's calendar year (spec 2 §4.5, §6, issue 17)", () => {
  // The visit starts at 06:00Z on 1 January 2027, 8:00 PM on New Year's Eve 2026 in Honolulu; the known condition was
  // addressed in June 2026. In Honolulu it is addressed (the API refuses its dismissal); in UTC it is not. The tests run
  // in UTC, so only the session's zone can make the difference.
  const newYearsEve = () =>
    physicianDetail({
      start: '2027-01-01T06:00:00.000Z',
      conditions: [mockCondition(2, { title: 'Diabetes with neuropathy', conditionStatus: 'KNOWN', hccCode: '37', addressedDate: '2026-06-01', practitionerTags: null })],
    });

  it("offers no Dismiss and shows the addressed check where the tenant's year says addressed", async () => {
    mount({ tenant: { KNOWN_DISMISS: 'true', TIMEZONE: 'Pacific/Honolulu' } }, newYearsEve);
    expect(await screen.findByRole('heading', { level: 1, name: 'King, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Addressed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss Diabetes with neuropathy' })).toBeNull();
  });

  it('offers Dismiss where the tenant is in UTC (2027 there: not addressed)', async () => {
    mount({ tenant: { KNOWN_DISMISS: 'true', TIMEZONE: 'UTC' } }, newYearsEve);
    expect(await screen.findByRole('button', { name: 'Dismiss Diabetes with neuropathy' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Addressed' })).toBeNull();
  });
});

describe('NLP viewer route (spec 1 §2.12)', () => {
  it("shows 'Please wait', then the documents with the predicted text highlighted", async () => {
    mount({ mode: 'smart', path: '/auth/smart/condition/6/encounter/42' });
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    expect(await screen.findByText('Document type')).toBeInTheDocument();
    expect(screen.getByText('Progress Note', { selector: '.ant-descriptions-item-content' })).toBeInTheDocument();
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['heart failure', 'Heart failure']);
  });

  it("says 'Document not found' for a missing encounter, a condition not on it, or no documents", async () => {
    for (const path of ['/auth/embedded/condition/6/encounter/99', '/auth/embedded/condition/77/encounter/42', '/auth/embedded/condition/4/encounter/42']) {
      const { view } = mount({ mode: 'embedded', path });
      expect(await screen.findByText('Document not found')).toBeInTheDocument();
      view.unmount();
    }
  });
});
