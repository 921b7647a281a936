import { and, eq } from 'drizzle-orm';
import {
  checkSpendableAmount,
  formatMicros,
  PAYOUT_MESSAGES,
  parseWalletAmount,
  type InitTransferRequest,
  type TransferResponse,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';
import { availableBalanceMicros, lockAvailableBalance } from '../ledger/index.js';
import { postLedgerTransaction } from '../ledger/index.js';
import { canReceive, findNamedPerson, presentReceiver } from './find-potential-receivers.js';
import { walletTransfers } from './tables.js';

/** An initiated transfer must be confirmed within this time, so a stale screen cannot move money. */
export const TRANSFER_CONFIRM_MINUTES = 30;
/** Transfers between users are free (decided; the response still names the fee). */
export const TRANSFER_FEE_MICROS = 0n;

type TransferRow = typeof walletTransfers.$inferSelect;

async function presentTransfer(deps: AppDeps, row: TransferRow): Promise<TransferResponse> {
  const receiver = (await findUserById(deps.db, row.receiverId))!;
  return {
    transferId: row.id,
    status: row.status,
    amount: formatMicros(row.amountMicros, 2),
    fee: formatMicros(row.feeMicros, 2),
    receiver: presentReceiver(receiver),
    note: row.note,
    expiresAt: row.expiresAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

function spendable(text: string): bigint {
  const parsed = parseWalletAmount(text);
  if (!parsed.ok) throw fieldError('amount', parsed.message);
  return parsed.micros;
}

/** transfers/init: checks the receiver and the amount now (for a clear message); nothing moves yet. */
export async function initTransfer(
  deps: AppDeps,
  senderId: number,
  input: InitTransferRequest,
): Promise<TransferResponse> {
  const amount = spendable(input.amount);
  const receiver = await findNamedPerson(deps.db, senderId, input);
  const field = input.receiverId !== undefined ? 'receiverId' : 'email';
  // Money follows an e-mail address: an account that has not proved it owns its address gets none.
  if (receiver && receiver.confirmedAt === null && receiver.bannedAt === null && receiver.id !== senderId)
    throw fieldError(field, PAYOUT_MESSAGES.receiverUnconfirmed);
  if (!receiver || !canReceive(receiver, senderId)) throw fieldError(field, PAYOUT_MESSAGES.receiverInvalid);
  const problem = checkSpendableAmount(amount + TRANSFER_FEE_MICROS, {
    minimum: deps.config.money.transferMinimumMicros,
    available: await availableBalanceMicros(deps.db, senderId),
  });
  if (problem) throw fieldError('amount', problem);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(walletTransfers)
    .values({
      senderId,
      receiverId: receiver.id,
      amountMicros: amount,
      feeMicros: TRANSFER_FEE_MICROS,
      note: input.note || null,
      status: 'initiated',
      createdAt: now,
      expiresAt: addMinutes(now, TRANSFER_CONFIRM_MINUTES),
    })
    .returning();
  return presentTransfer(deps, row);
}

/**
 * transfers/{id}/confirm: locks the sender's earnings account, re-checks the balance and posts,
 * all in one transaction. Confirming twice answers the same confirmed transfer and moves nothing
 * more: the row is re-read under the lock and the ledger key is the transfer id.
 */
export async function confirmTransfer(deps: AppDeps, senderId: number, transferId: number): Promise<TransferResponse> {
  const row = await deps.db.transaction(async (tx) => {
    const available = await lockAvailableBalance(tx, senderId, deps.config.money.currency);
    const [transfer] = await tx
      .select()
      .from(walletTransfers)
      .where(and(eq(walletTransfers.id, transferId), eq(walletTransfers.senderId, senderId)));
    if (!transfer) throw new AppError('NOT_FOUND', { message: 'Transfer not found' });
    if (transfer.status === 'confirmed') return transfer;
    const now = deps.clock.now();
    if (transfer.expiresAt <= now)
      throw new AppError('CONFLICT', { message: PAYOUT_MESSAGES.transferExpired, reason: 'TRANSFER_EXPIRED' });
    const total = transfer.amountMicros + transfer.feeMicros;
    const problem = checkSpendableAmount(total, { minimum: deps.config.money.transferMinimumMicros, available });
    if (problem) throw fieldError('amount', problem);
    const { transactionId } = await postLedgerTransaction(
      tx,
      {
        kind: 'transfer',
        idempotencyKey: `transfer:${transfer.id}`,
        occurredAt: now,
        reference: `transfer:${transfer.id}`,
        lines: [
          {
            account: { userId: senderId, purpose: 'earnings' },
            amountMicros: -total,
            memo: transfer.note ?? undefined,
          },
          {
            account: { userId: transfer.receiverId, purpose: 'earnings' },
            amountMicros: transfer.amountMicros,
            memo: transfer.note ?? undefined,
          },
          { account: { system: 'fee-income' }, amountMicros: transfer.feeMicros },
        ],
      },
      deps.config.money.currency,
    );
    const [updated] = await tx
      .update(walletTransfers)
      .set({ status: 'confirmed', confirmedAt: now, ledgerTransactionId: transactionId })
      .where(eq(walletTransfers.id, transfer.id))
      .returning();
    return updated;
  });
  return presentTransfer(deps, row);
}
