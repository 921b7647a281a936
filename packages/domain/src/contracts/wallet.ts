import { z } from 'zod';
import { text, idParam, idField, pageNumber } from './primitives.js';
import { paginated } from './common.js';
import { PAYOUT_METHOD_TYPES, ProviderAccount, SENDABLE_METHOD_TYPES } from './payout-method-types.js';
import { isValidIban } from '../payouts/iban.js';
import { parseWalletAmount } from '../payouts/wallet-amount.js';
import { PAYOUT_STATUSES } from '../payouts/payout-status.js';

/** Money crosses the API as decimal strings (decision 002): "12.50", "-0.003125". */
const Decimal = text().regex(/^-?\d+\.\d+$/);
const Cents = text().regex(/^\d+\.\d{2}$/);

/** A typed amount: a decimal string (numbers are accepted and read as their shortest text). */
export const WalletAmount = z
  .union([text(), z.number()])
  .transform((value) => String(value))
  .superRefine((value, ctx) => {
    const parsed = parseWalletAmount(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });

// ---- wallet (api/portal/wallet) ----

export const WalletBalanceResponse = z.object({
  /** Floored to two decimals, never below zero. */
  available: Cents,
  currency: text(),
  /**
   * Earnings booked in last calendar month's accounting period (UTC), two decimals; negative when a
   * reversal booked that month took back more than it brought.
   */
  lastMonthEarnings: z.object({ dividends: text().regex(/^-?\d+\.\d{2}$/), date: text().regex(/^\d{4}-\d{2}$/) }),
  /**
   * A reversed statement took back money already spent: the negative balance, rounded up to the
   * cent, that later earnings repay before anything can be withdrawn or sent. Null when none.
   */
  carriedDeficit: Cents.nullable(),
});
export type WalletBalanceResponse = z.infer<typeof WalletBalanceResponse>;

export const WALLET_TRANSACTION_TYPES = [
  'statement-earnings',
  'statement-reversal',
  'split-release',
  'payout-request',
  'payout-approved',
  'payout-rejected',
  'payout-returned',
  'transfer',
  'advance',
  'advance-recoup',
  'adjustment',
] as const;

export const WalletTransaction = z.object({
  id: z.number().int(),
  type: text(),
  title: text(),
  /** Signed change of the available balance, all six decimals (sales lines carry sub-cents). */
  amount: Decimal,
  date: text(),
  availableDate: text(),
  saleDate: text().nullable(),
  accountingDate: text().nullable(),
  paidDate: text().nullable(),
  senderEmail: text().nullable(),
  receiverEmail: text().nullable(),
  /** Only for manual publishing entries; none are written by this server yet. */
  fileUrl: text().nullable(),
  /** Of a credit, the part that repaid a carried deficit (six decimals); null when none did. */
  recouped: Decimal.nullable(),
  /** The balance after this transaction, six decimals: negative while a deficit is carried. */
  balanceAfter: Decimal,
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;
export const WalletTransactionsPage = paginated(WalletTransaction);
export type WalletTransactionsPage = z.infer<typeof WalletTransactionsPage>;

export const WalletEstimatesResponse = z.object({ total: Cents, pending: Cents });
export type WalletEstimatesResponse = z.infer<typeof WalletEstimatesResponse>;

export const PotentialReceiver = z.object({
  id: z.number().int(),
  email: text(),
  name: text(),
  profileImage: text().nullable(),
  initials: text(),
});
export type PotentialReceiver = z.infer<typeof PotentialReceiver>;
export const PotentialReceiversQuery = z.object({ email: text().trim().max(254).optional() });
export const PotentialReceiversResponse = z.object({ data: z.array(PotentialReceiver) });

export const InitTransferRequest = z
  .object({
    receiverId: idField().optional(),
    email: text().trim().max(254).optional(),
    amount: WalletAmount,
    note: text().trim().max(500).optional(),
  })
  .refine((v) => v.receiverId !== undefined || !!v.email, {
    message: 'Choose who receives the money',
    path: ['receiverId'],
  });
export type InitTransferRequest = z.infer<typeof InitTransferRequest>;

export const TransferResponse = z.object({
  transferId: z.number().int(),
  status: z.enum(['initiated', 'confirmed']),
  amount: Cents,
  fee: Cents,
  receiver: PotentialReceiver,
  note: text().nullable(),
  expiresAt: text(),
  confirmedAt: text().nullable(),
});
export type TransferResponse = z.infer<typeof TransferResponse>;
export const TransferIdParams = z.object({ transferId: idParam() });

// ---- payouts ----

export const PayoutStatus = z.enum(PAYOUT_STATUSES);

export const PayoutRow = z.object({
  id: z.number().int(),
  /** Gross: what leaves the wallet; net = amount - fee - withheld is what arrives. */
  amount: Cents,
  fee: Cents,
  /** Tax withheld by the payee's tax profile (0.00 without one). */
  withheld: Cents,
  net: Cents,
  date: text(),
  type: z.enum(SENDABLE_METHOD_TYPES),
  status: PayoutStatus,
  /** Why it was rejected or returned. */
  reason: text().nullable(),
  destination: text(),
  /** When the operator (or the provider) confirmed the money arrived, or reported it back. */
  paidAt: text().nullable(),
  returnedAt: text().nullable(),
});
export type PayoutRow = z.infer<typeof PayoutRow>;
export const WithdrawalsPage = paginated(PayoutRow);

export const PayoutQuoteRequest = z.object({ methodId: idField(), amount: WalletAmount });
export type PayoutQuoteRequest = z.infer<typeof PayoutQuoteRequest>;
export const PayoutQuoteResponse = z.object({
  amount: Cents,
  fee: Cents,
  withheld: Cents,
  /** The withholding rate applied, "24.00" (percent). */
  withholdingRate: text(),
  net: Cents,
  feeType: z.enum(['international', 'domestic']),
  currency: text(),
  minimum: Cents,
});
export type PayoutQuoteResponse = z.infer<typeof PayoutQuoteResponse>;

export const AdminPayoutRow = PayoutRow.extend({
  userId: z.number().int(),
  userEmail: text(),
  batchId: z.number().int().nullable(),
});
export const AdminPayoutsQuery = z.object({
  status: PayoutStatus.optional(),
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export const AdminPayoutsPage = paginated(AdminPayoutRow);
export const PayoutIdParams = z.object({ payoutId: idParam() });
export const BatchIdParams = z.object({ batchId: idParam() });
export const RejectPayoutRequest = z.object({
  reason: text({ message: 'Give a reason' }).trim().min(1, 'Give a reason').max(500),
});
/**
 * local: every approved payout goes into one batch file the operator pays by hand; providers:
 * one batch per provider the payouts are routed to (the batch file of the rest stays local).
 */
export const ExportPayoutsRequest = z.object({ provider: z.enum(['local', 'providers']).default('local') });
export const ReturnPayoutRequest = z.object({
  reason: text({ message: 'Give a reason' }).trim().min(1, 'Give a reason').max(500),
});
export type ReturnPayoutRequest = z.infer<typeof ReturnPayoutRequest>;
/** One batch an export or a resubmit made: where it went, and the provider's word if it refused it. */
export const ExportedBatch = z.object({
  batchId: z.number().int(),
  provider: text(),
  count: z.number().int(),
  total: Cents,
  file: text(),
  providerBatchId: text().nullable(),
  /** Why the provider did not take the batch (it stays recorded; submit it again later). */
  error: text().nullable(),
});
export type ExportedBatch = z.infer<typeof ExportedBatch>;
export const ExportPayoutsResponse = z.object({
  count: z.number().int(),
  total: Cents,
  batches: z.array(ExportedBatch),
});
export type ExportPayoutsResponse = z.infer<typeof ExportPayoutsResponse>;

export const PAYOUT_BATCH_STATUSES = ['sending', 'paid'] as const;
export const PayoutBatchRow = z.object({
  id: z.number().int(),
  provider: text(),
  providerBatchId: text().nullable(),
  /** sending until the operator (or the provider) confirms the batch was paid. */
  status: z.enum(PAYOUT_BATCH_STATUSES),
  count: z.number().int(),
  /** Net total sent, and how many of its payouts came back. */
  total: Cents,
  currency: text(),
  returnedCount: z.number().int(),
  createdAt: text(),
  paidAt: text().nullable(),
  fileName: text(),
});
export type PayoutBatchRow = z.infer<typeof PayoutBatchRow>;
export const PayoutBatchesPage = paginated(PayoutBatchRow);
export type PayoutBatchesPage = z.infer<typeof PayoutBatchesPage>;
export const PayoutBatchesQuery = z.object({
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

// ---- payout methods (api/profile) ----

/**
 * Changing payout details needs the current password or a second factor: a current authenticator
 * code, or a code e-mailed by payout-methods/email-code (sent back with the secret that call answered).
 */
export const SecurityConfirmation = {
  password: text().max(200).optional(),
  twoFactorCode: text()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .optional(),
  emailCode: text()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .optional(),
  emailCodeSecret: text().max(200).optional(),
};
export const confirmed = (v: { password?: string; twoFactorCode?: string; emailCode?: string }) =>
  !!v.password || !!v.twoFactorCode || !!v.emailCode;
const PROOF_MISSING = 'Enter your current password or a code from your authenticator app';
/** A new object per schema: zod's refine rewrites the options it is given, so one shared object lost its message. */
export const confirmMessage = () => ({ message: PROOF_MISSING, path: ['password'] });

export const ConfirmPayoutChangeRequest = z.object(SecurityConfirmation).refine(confirmed, confirmMessage());
export type ConfirmPayoutChangeRequest = z.infer<typeof ConfirmPayoutChangeRequest>;

/** payout-methods/email-code: the code went to the account's e-mail; `emailCodeSecret` goes back with it. */
export const PayoutChangeCodeResponse = z.object({ message: text(), emailCodeSecret: text() });
export type PayoutChangeCodeResponse = z.infer<typeof PayoutChangeCodeResponse>;

export const PaypalInitRequest = z
  .object({
    email: text({ message: 'Enter your PayPal e-mail address' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter a valid e-mail address')),
    ...SecurityConfirmation,
  })
  .refine(confirmed, confirmMessage());
export type PaypalInitRequest = z.infer<typeof PaypalInitRequest>;
export const PaypalVerifyRequest = z.object({
  code: text()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const BankConnectRequest = z
  .object({
    accountHolder: text({ message: 'Enter the account holder' }).trim().min(2, 'Enter the account holder').max(140),
    iban: text().trim().max(50).optional(),
    accountNumber: text()
      .trim()
      .regex(/^\d{4,17}$/, 'Enter the account number (4 to 17 digits)')
      .optional(),
    routingNumber: text()
      .trim()
      .regex(/^\d{9}$/, 'Enter the 9-digit routing number')
      .optional(),
    country: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose the bank country'),
    currency: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Choose the account currency'),
    ...SecurityConfirmation,
  })
  .superRefine((v, ctx) => {
    if (v.iban) {
      if (!isValidIban(v.iban))
        ctx.addIssue({ code: 'custom', path: ['iban'], message: 'This IBAN is not valid; check it for typos' });
    } else if (!v.accountNumber || !v.routingNumber) {
      ctx.addIssue({
        code: 'custom',
        path: [v.accountNumber ? 'routingNumber' : 'iban'],
        message: 'Enter an IBAN, or an account number with its routing number',
      });
    }
    if (!confirmed(v)) ctx.addIssue({ code: 'custom', ...confirmMessage() });
  });
export type BankConnectRequest = z.infer<typeof BankConnectRequest>;

export const PayoutMethod = z.object({
  id: z.number().int(),
  type: z.enum(PAYOUT_METHOD_TYPES),
  status: z.enum(['pending', 'verified']),
  destination: text(),
  verifiedAt: text().nullable(),
  /** The account at the provider, for methods that have one (Manifest, Tipalti); null otherwise. */
  providerAccount: ProviderAccount.nullable().optional(),
});
export const PayoutMethodsResponse = z.object({
  data: z.array(PayoutMethod),
  /** Payouts are refused until then after any change of payout details (ISO time or null). */
  payoutsBlockedUntil: text().nullable(),
});
export type PayoutMethodsResponse = z.infer<typeof PayoutMethodsResponse>;

export const PAYOUT_MESSAGES = {
  paypalCodeSent: 'We sent a 6-digit code to your PayPal e-mail address',
  paypalVerified: 'PayPal connected',
  paypalRemoved: 'PayPal removed',
  bankConnected: 'Bank account connected',
  bankRemoved: 'Bank account removed',
  wrongCode: 'The code is invalid or has expired',
  noPendingPaypal: 'Start by entering your PayPal e-mail address',
  methodMissing: 'Choose a connected payout method',
  methodNotVerified: 'Verify this payout method first',
  blocked: (until: string) => `Your payout details changed recently; payouts are possible again after ${until}`,
  notPending: 'Only a pending payout can be approved or rejected',
  notReturnable: 'Only a payout that was sent can be marked returned',
  batchFileMissing: 'The file of this batch is missing from storage',
  batchNotAtProvider: 'This batch was not sent through a payment provider: mark it paid, or its payouts returned',
  providerNotConfigured: (provider: string) =>
    `${provider} payouts are not configured on this server: pay the batch from its file`,
  providerUnreachable: (provider: string, detail: string) =>
    `${provider} could not be asked about this batch (${detail}); try again later`,
  receiverInvalid: 'You cannot send money to this user',
  receiverUnconfirmed: 'This person has not confirmed their e-mail address yet; they can receive money once they do',
  transferExpired: 'This transfer has expired; start again',
  emailCodeSent: 'We sent a 6-digit code to your e-mail address',
  emailCodesOff: 'E-mail codes are not turned on for this account; use your password',
} as const;
