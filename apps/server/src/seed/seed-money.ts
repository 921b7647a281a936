import { BankConnectRequest, InitTransferRequest, PayoutQuoteRequest } from '@liner/domain';
import type { UserRow } from '../modules/auth/index.js';
import { exportApprovedPayouts, markBatchPaid } from '../modules/payouts/index.js';
import { connectBank, listPayoutMethods } from '../modules/payouts/index.js';
import { requestPayout } from '../modules/payouts/index.js';
import { approvePayout } from '../modules/payouts/index.js';
import { confirmTransfer, initTransfer } from '../modules/wallet/index.js';
import type { DemoContext } from './demo-context.js';

interface DemoTransfer {
  from: 'artist' | 'label';
  to: 'artist' | 'label';
  amount: string;
  note: string;
  daysAgo: number;
}

const DEMO_TRANSFERS: DemoTransfer[] = [
  { from: 'label', to: 'artist', amount: '250.00', note: 'Tour support for the spring dates', daysAgo: 75 },
  { from: 'artist', to: 'label', amount: '120.00', note: 'My half of the Harbour Lights video', daysAgo: 40 },
];

/** Valid example IBANs (their check digits hold), so the bank form's checks pass. */
const BANKS: Record<'artist' | 'label', { accountHolder: string; iban: string; country: string; currency: string }> = {
  artist: { accountHolder: 'Nova Reyes', iban: 'PT50000201231234567890154', country: 'PT', currency: 'EUR' },
  label: { accountHolder: 'Northbound Records AB', iban: 'SE4550000000058398257466', country: 'SE', currency: 'SEK' },
};

/** Transfers in both directions, each initiated and confirmed by its sender. */
export async function seedTransfers(ctx: DemoContext): Promise<number[]> {
  const ids: number[] = [];
  for (const transfer of DEMO_TRANSFERS) {
    ctx.clock.setDaysAgo(transfer.daysAgo);
    const sender = ctx.accounts[transfer.from];
    const started = await initTransfer(
      ctx.deps,
      sender.id,
      InitTransferRequest.parse({
        email: ctx.accounts[transfer.to].email,
        amount: transfer.amount,
        note: transfer.note,
      }),
    );
    await confirmTransfer(ctx.deps, sender.id, started.transferId);
    ids.push(started.transferId);
  }
  return ids;
}

async function addBank(ctx: DemoContext, who: 'artist' | 'label', user: UserRow): Promise<number> {
  await connectBank(ctx.deps, user, BankConnectRequest.parse({ ...BANKS[who], password: ctx.password }));
  const methods = await listPayoutMethods(ctx.deps, user.id);
  const bank = methods.data.find((method) => method.type === 'bank');
  if (!bank) throw new Error('demo seed: the bank account was not saved');
  return bank.id;
}

async function payout(ctx: DemoContext, user: UserRow, methodId: number, amount: string) {
  return requestPayout(ctx.deps, user, PayoutQuoteRequest.parse({ methodId, amount }));
}

/**
 * Bank accounts for both, then payouts as they happen: the artist's first payout approved and
 * exported in the operator's batch, the label's too, and that batch marked paid; a second label
 * payout in a batch still sending (the desk's "Mark paid" has something to do), and a second
 * artist payout waiting in the operator's review queue.
 */
export async function seedPayouts(ctx: DemoContext): Promise<{ paid: number[]; sending: number[]; pending: number[] }> {
  const { artist, label, operator } = ctx.accounts;
  ctx.clock.setDaysAgo(200);
  const artistBank = await addBank(ctx, 'artist', artist);
  const labelBank = await addBank(ctx, 'label', label);

  ctx.clock.setDaysAgo(60);
  const first = await payout(ctx, artist, artistBank, '600.00');
  const labelPayout = await payout(ctx, label, labelBank, '1500.00');
  ctx.clock.setDaysAgo(59);
  await approvePayout(ctx.deps, operator.id, first.id);
  await approvePayout(ctx.deps, operator.id, labelPayout.id);
  ctx.clock.setDaysAgo(58);
  const paidBatch = await exportApprovedPayouts(ctx.deps, operator.id);
  ctx.clock.setDaysAgo(55);
  for (const batch of paidBatch.batches) await markBatchPaid(ctx.deps, operator.id, batch.batchId);

  ctx.clock.setDaysAgo(5);
  const second = await payout(ctx, label, labelBank, '250.00');
  ctx.clock.setDaysAgo(4);
  await approvePayout(ctx.deps, operator.id, second.id);
  ctx.clock.setDaysAgo(3);
  await exportApprovedPayouts(ctx.deps, operator.id);

  ctx.clock.setDaysAgo(2);
  const waiting = await payout(ctx, artist, artistBank, '350.00');
  return { paid: [first.id, labelPayout.id], sending: [second.id], pending: [waiting.id] };
}
