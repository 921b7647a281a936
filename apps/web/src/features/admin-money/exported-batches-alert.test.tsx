import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExportedBatch } from '@liner/domain';
import { ExportedBatchesAlert } from './exported-batches-alert.js';

const batch = (over: Partial<ExportedBatch>): ExportedBatch => ({
  batchId: 1,
  provider: 'local',
  count: 1,
  total: '10.00',
  file: 'payouts/batches/batch-000001.csv',
  providerBatchId: null,
  error: null,
  ...over,
});

describe('what an export made', () => {
  it('names each batch: downloaded, sent to its provider, or refused by it', async () => {
    const onClose = vi.fn();
    render(
      <ExportedBatchesAlert
        onClose={onClose}
        exported={{
          count: 4,
          total: '40.00',
          batches: [
            batch({ batchId: 3, provider: 'paypal', count: 2, total: '20.00', providerBatchId: '5UXD2E8A7EBQJ' }),
            batch({ batchId: 4, provider: 'tipalti', error: 'tipalti did not accept it: Tipalti answered 401' }),
            batch({ batchId: 5 }),
            batch({ batchId: 6, provider: 'stripe', providerBatchId: 'liner-batch-6' }),
          ],
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Batch #3: 2 payouts, 20.00 in total, sent to PayPal. Sync it to see what was paid.',
    );
    expect(alert).toHaveTextContent(
      'Batch #4: 1 payout, 10.00 in total, not accepted by Tipalti (tipalti did not accept it: Tipalti answered 401). Submit it again from the batches below.',
    );
    expect(alert).toHaveTextContent('Batch #5: 1 payout, 10.00 in total, downloaded.');
    expect(alert).toHaveTextContent(
      'Batch #6: 1 payout, 10.00 in total, sent to Stripe as transfers. Each payout is marked paid when it reaches the bank.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when nothing was approved', () => {
    render(<ExportedBatchesAlert onClose={() => undefined} exported={{ count: 0, total: '0.00', batches: [] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No approved payouts to export.');
  });
});
