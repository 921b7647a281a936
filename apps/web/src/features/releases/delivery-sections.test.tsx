import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryTimelineEntry, ReleaseStoreState } from '@liner/domain';
import { fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import { DeliveryLogSection } from './delivery-log-section.js';
import { StoresSection } from './stores-section.js';

const state = (overrides: Partial<ReleaseStoreState>): ReleaseStoreState => ({
  storeId: 'spotify',
  storeName: 'Spotify',
  action: 'insert',
  status: 'delivered',
  state: 'packaged',
  isTest: true,
  transportKind: 'folder',
  attempts: 1,
  lastError: null,
  messageId: 'LINER-1-spotify',
  deliveredAt: '2026-11-24T10:02:00.000Z',
  acknowledgedAt: null,
  live: false,
  storeMessage: null,
  ...overrides,
});

describe('release delivery tabs', () => {
  it('never calls a test package delivered', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/portal/release/5/stores': () => ({
        data: [
          state({}),
          state({ storeId: 'tidal', storeName: 'TIDAL', state: 'sent', isTest: false, transportKind: 'sftp' }),
          state({
            storeId: 'deezer',
            storeName: 'Deezer',
            status: 'acknowledged',
            state: 'live',
            isTest: false,
            live: true,
            acknowledgedAt: '2026-11-25T08:00:00.000Z',
          }),
        ],
      }),
    });
    renderAt(<StoresSection releaseId={5} />);
    const list = await screen.findByRole('list', { name: 'Stores and services' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Packaged (test)')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/not sent to the store as a delivery/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Live')).toBeInTheDocument();
    expect(within(list).queryByText(/Delivered/)).not.toBeInTheDocument();
  });

  it('tells the delivery as a short timeline', async () => {
    markSignedIn();
    const entries: DeliveryTimelineEntry[] = [
      { at: '2026-11-25T08:00:00.000Z', kind: 'live', storeNames: ['Spotify'], text: 'Live on Spotify', detail: null },
      {
        at: '2026-11-24T10:02:00.000Z',
        kind: 'sent',
        storeNames: ['Spotify', 'Deezer'],
        text: 'Sent to Spotify and Deezer',
        detail: null,
      },
    ];
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/portal/release/5/delivery-log': () => ({ data: entries }),
    });
    renderAt(<DeliveryLogSection releaseId={5} />);
    const log = await screen.findByRole('list', { name: 'Delivery log' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Live on Spotify'), expect.stringContaining('Sent to Spotify and Deezer')]);
  });
});
