import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorReleaseDeliveries } from '@liner/domain';
import { fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import { DeliveriesPanel } from './deliveries-panel.js';

const deliveries: OperatorReleaseDeliveries = {
  icpn: '506500112125',
  batches: [
    {
      id: 'b1',
      action: 'insert',
      createdAt: '2026-11-24T10:00:00.000Z',
      storesPlanned: true,
      jobs: [
        {
          storeId: 'tidal',
          storeName: 'TIDAL',
          status: 'delivered',
          state: 'sent',
          messageId: 'LINER-b1-tidal',
          isTest: false,
          transportKind: 'sftp',
          attempts: 1,
          lastError: null,
          deliveredAt: '2026-11-24T10:02:00.000Z',
          acknowledgedAt: null,
          ackStatus: null,
          ackMessage: null,
        },
      ],
    },
  ],
  log: [
    {
      id: 1,
      releaseId: 9,
      storeId: 'tidal',
      storeName: 'TIDAL',
      action: 'insert',
      step: 'manifest',
      status: 'ok',
      message: 'Sent to TIDAL through sftp liner@host:/inbox; BatchComplete_b1.xml written',
      at: '2026-11-24T10:02:00.000Z',
    },
  ],
};

describe('deliveries panel', () => {
  it('shows each message, the technical log on demand, and records a store answer', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/releases/9/deliveries': () => deliveries,
      'POST /api/admin/deliveries/ack': () => ({ releaseId: 9, storeId: 'tidal', status: 'acknowledged', live: true }),
      'POST /api/admin/deliveries/poll-acknowledgements': () => ({
        read: 2,
        applied: 1,
        problems: ['TIDAL x.xml: no delivery'],
      }),
    });
    const user = userEvent.setup();
    renderAt(<DeliveriesPanel releaseId={9} />);
    const messages = await screen.findByRole('list', { name: 'First delivery messages' });
    expect(within(messages).getByText('Sent')).toBeInTheDocument();
    expect(within(messages).getByText('LiveMessage')).toBeInTheDocument();
    expect(screen.queryByText(/BatchComplete/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the technical log (1 line)' }));
    expect(screen.getByText(/BatchComplete_b1\.xml written/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check for acknowledgements' }));
    expect(await screen.findByText(/Read 2 acknowledgement files, applied 1/)).toBeInTheDocument();
    expect(screen.getByText('TIDAL x.xml: no delivery')).toBeInTheDocument();

    await user.click(screen.getByLabelText("Store's message"));
    await user.paste('Available worldwide');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByText('Marked live');
    expect(api.requests.find((request) => request.path === '/api/admin/deliveries/ack')?.body).toEqual({
      storeId: 'tidal',
      icpn: '506500112125',
      status: 'live',
      message: 'Available worldwide',
    });
  });

  it('offers the store that received the release after the panel first drew, and records its answer', async () => {
    markSignedIn();
    const queued = structuredClone(deliveries);
    const job = queued.batches[0]!.jobs[0]!;
    Object.assign(job, { status: 'queued', state: 'queued', deliveredAt: null });
    let calls = 0;
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/releases/9/deliveries': () => (++calls === 1 ? queued : deliveries),
      'POST /api/admin/deliveries/ack': () => ({ releaseId: 9, storeId: 'tidal', status: 'acknowledged', live: true }),
    });
    const user = userEvent.setup();
    renderAt(<DeliveriesPanel releaseId={9} />);
    await screen.findByRole('list', { name: 'First delivery messages' });
    expect(screen.queryByRole('form', { name: "Record a store's answer" })).not.toBeInTheDocument();
    // The panel follows the queued job; once TIDAL has it, the form chooses TIDAL.
    const form = await screen.findByRole('form', { name: "Record a store's answer" }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    await screen.findByText('Marked live');
    expect(api.requests.find((request) => request.path === '/api/admin/deliveries/ack')?.body).toMatchObject({
      storeId: 'tidal',
      status: 'live',
    });
  });
});
