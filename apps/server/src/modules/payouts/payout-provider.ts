import { Readable } from 'node:stream';
import { formatMicros, type Micros, type SendableMethodType } from '@liner/domain';
import type { Storage } from '../../platform/storage.js';
import type { BankDetails } from './tables.js';

export interface PayoutItem {
  payoutId: number;
  userId: number;
  userEmail: string;
  method: SendableMethodType;
  paypalEmail: string | null;
  bank: BankDetails | null;
  /** Venmo: the E.164 phone number the account was verified with. */
  phone: string | null;
  /** Tipalti: the payee id (idap) the payee onboarded under; Stripe: the connected account. */
  providerAccountId: string | null;
  /** Whether the method is verified and not removed now (it may have changed since approval). */
  methodVerified: boolean;
  /** What the person receives (amount minus fee), in the ledger currency. */
  netMicros: Micros;
  feeMicros: Micros;
  /** Tax withheld (kept for the tax authority, not sent). */
  withheldMicros: Micros;
  amountMicros: Micros;
}

export interface PayoutBatch {
  batchId: number;
  currency: string;
  items: PayoutItem[];
}

export interface SubmittedBatch {
  /** The provider's id for the batch (PayPal's payout_batch_id), or null for a file-only provider. */
  providerBatchId: string | null;
  /** Storage key of the batch file, when the provider writes one. */
  file: string | null;
  /**
   * Payouts the provider refused for good while taking the batch (a payee's account it will not
   * pay): their money goes back to the wallet at once.
   */
  refused?: PayoutOutcome[];
  /**
   * Why the provider took only part of the batch (the rest can be submitted again safely); the
   * batch then keeps no provider id, so the desk offers to submit it again.
   */
  incomplete?: string;
}

/** What the provider reports about one payout of a submitted batch. */
export interface PayoutOutcome {
  payoutId: number;
  outcome: 'sending' | 'paid' | 'returned';
  /** The provider's words for a returned payment. */
  reason: string | null;
}

/** The providers a batch can be recorded with; the name is kept on the batch row. */
export type PayoutProviderName = 'local' | 'paypal' | 'tipalti' | 'stripe';

/** Where approved payouts go: a batch file for the operator (local) or a payment provider's API. */
export interface PayoutProvider {
  readonly name: PayoutProviderName;
  submit(batch: PayoutBatch): Promise<SubmittedBatch>;
  /**
   * The state of each payout of a batch the provider accepted. A file-only provider has none:
   * the operator marks its batches paid or its payouts returned by hand. The batch's payouts come
   * along for providers asked payment by payment (Tipalti, by each payout's RefCode).
   */
  outcomes?(providerBatchId: string, batch: PayoutBatch): Promise<PayoutOutcome[]>;
}

/** Spreadsheets run cells that start with these as formulas; names typed by users must not. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const BATCH_CSV_HEADER = [
  'payout_id',
  'user_email',
  'method',
  'receiver',
  'account_holder',
  'iban',
  'account_number',
  'routing_number',
  'bank_country',
  'bank_currency',
  'amount',
  'fee',
  'withheld',
  'net',
  'currency',
];

export function batchCsv(batch: PayoutBatch): string {
  const lines = [BATCH_CSV_HEADER.join(',')];
  for (const item of batch.items) {
    lines.push(
      [
        String(item.payoutId),
        item.userEmail,
        item.method,
        item.paypalEmail ?? item.phone ?? item.providerAccountId ?? '',
        item.bank?.accountHolder ?? '',
        item.bank?.iban ?? '',
        item.bank?.accountNumber ?? '',
        item.bank?.routingNumber ?? '',
        item.bank?.country ?? '',
        item.bank?.currency ?? '',
        formatMicros(item.amountMicros, 2),
        formatMicros(item.feeMicros, 2),
        formatMicros(item.withheldMicros, 2),
        formatMicros(item.netMicros, 2),
        batch.currency,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The working default: records the batch as a CSV file through storage for the operator to pay. */
export function createLocalPayoutProvider(storage: Storage): PayoutProvider {
  return {
    name: 'local',
    async submit(batch) {
      const key = `payouts/batches/batch-${String(batch.batchId).padStart(6, '0')}.csv`;
      await storage.put(key, Readable.from([Buffer.from(batchCsv(batch), 'utf8')]));
      return { providerBatchId: null, file: key };
    },
  };
}
