import { screen, within } from '@testing-library/react';
import { httpClient } from 'shared-kit';
import { createMockRemoteProps, createMockSession, mountParcelForTest, mockRoute } from 'shared-kit/mock';
import * as parcel from './parcel';
import { physicianClient, physicianDetail } from './physician.fixtures';

describe('mfe-encounter-physician parcel', () => {
  // The parcel talks to the platform's one client; its transport is the fixtures' mock API here.
  beforeEach(() => {
    const api = physicianClient(() => physicianDetail());
    jest.spyOn(httpClient, 'request').mockImplementation((config) => api.request(config));
  });
  afterEach(() => jest.restoreAllMocks());

  it('mounts through the remote contract, follows a route update and unmounts', async () => {
    const props = createMockRemoteProps({
      session: createMockSession('PHYSICIAN'),
      mode: 'embedded',
      route: mockRoute('/auth/embedded/condition/6/encounter/42'),
    });
    const mounted = await mountParcelForTest(parcel, props);
    const area = within(mounted.host);
    expect(await area.findByRole('heading', { name: 'Progress Note — 2/2/2026' })).toBeInTheDocument();
    await mounted.update({ ...props, route: mockRoute('/auth/embedded/condition/4/encounter/42') });
    expect(await screen.findByText('Document not found')).toBeInTheDocument();
    await mounted.unmount();
    expect(mounted.host).toBeEmptyDOMElement();
  });
});
