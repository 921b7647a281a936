import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutBatchRow } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { PayoutBatchesPanel } from './payout-batches-panel.js';

const page = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, total: data.length, per_page: 5 });
const row = (over: Partial<PayoutBatchRow>): PayoutBatchRow => ({
  id: 4,
  provider: 'tipalti',
  providerBatchId: null,
  status: 'sending',
  count: 2,
  total: '80.00',
  currency: 'USD',
  returnedCount: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  paidAt: null,
  fileName: 'batch-000004.csv',
  ...over,
});
const exported = (over: { providerBatchId: string | null; error: string | null }) => ({
  batchId: 4,
  provider: 'tipalti',
  count: 2,
  total: '80.00',
  file: 'payouts/batches/batch-000004.csv',
  ...over,
});

describe('provider batches on the payout desk', () => {
  it('submits a refused batch again until the provider takes it, then syncs it, showing each refusal', async () => {
    let current = row({});
    let submits = 0;
    let syncs = 0;
    const api = fakeApi({
      'GET /api/admin/payouts/batches': () =>
        page([current, row({ id: 3, provider: 'local', count: 1, total: '10.00', fileName: 'batch-000003.csv' })]),
      'POST /api/admin/payouts/batches/4/submit': () => {
        submits += 1;
        if (submits === 1)
          return exported({
            providerBatchId: null,
            error: 'tipalti did not accept it: Tipalti answered: PayeeUnknown',
          });
        current = row({ providerBatchId: 'Liner batch 4' });
        return exported({ providerBatchId: 'Liner batch 4', error: null });
      },
      'POST /api/admin/payouts/batches/4/sync': () => {
        syncs += 1;
        if (syncs === 1)
          return answer(502, { message: 'tipalti could not be asked about this batch (timeout); try again later' });
        current = row({
          providerBatchId: 'Liner batch 4',
          status: 'paid',
          returnedCount: 1,
          paidAt: '2026-11-25T10:00:00.000Z',
        });
        return current;
      },
    });
    renderAt(<PayoutBatchesPanel />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Payout batches' });
    expect(within(list).getByText(/Tipalti · not accepted by Tipalti yet/)).toBeInTheDocument();
    // A file batch has neither button.
    expect(within(list).queryByRole('button', { name: /batch 3 (to|with)/ })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Submit batch 4 to Tipalti again' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'Not accepted: tipalti did not accept it: Tipalti answered: PayeeUnknown',
    );
    await user.click(within(list).getByRole('button', { name: 'Submit batch 4 to Tipalti again' }));
    expect(await screen.findByText('Batch #4 sent to Tipalti')).toBeInTheDocument();
    expect(within(list).queryByRole('alert')).toBeNull();

    await user.click(await within(list).findByRole('button', { name: 'Sync batch 4 with Tipalti' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'tipalti could not be asked about this batch (timeout); try again later',
    );
    await user.click(within(list).getByRole('button', { name: 'Sync batch 4 with Tipalti' }));
    expect(await screen.findByText('Batch #4 is settled, 1 returned')).toBeInTheDocument();
    expect(await within(list).findByText('Paid')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Sync batch 4 with Tipalti' })).toBeNull();
    await vi.waitFor(() => expect(api.sent('POST /api/admin/payouts/batches/4/sync')).toHaveLength(2), WAIT);
    expect(api.sent('POST /api/admin/payouts/batches/4/submit')).toHaveLength(2);
  });
});
