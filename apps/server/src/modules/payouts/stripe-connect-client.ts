import Stripe from 'stripe';

/** What Liner asks of Stripe Connect: Express accounts for payees and transfers to them. */
export interface StripeConnectClient {
  /** A new Express account for the payee's bank country, able to receive transfers. */
  createAccount(input: { userId: number; email: string; country: string }): Promise<{ id: string }>;
  /** A one-time address of Stripe's hosted onboarding for the account (it expires within minutes). */
  onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** Whether Stripe will pay the account's bank now; null for an account Stripe does not know. */
  account(accountId: string): Promise<{ id: string; payoutsEnabled: boolean } | null>;
  /** Moves money from the platform balance to the connected account; the key makes a retry a no-op. */
  transfer(input: {
    accountId: string;
    amountMinor: number;
    currency: string;
    /** Our batch name: every transfer of one batch shares it. */
    transferGroup: string;
    payoutId: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** The transfers already made in a group, with the payout each paid (read from its metadata). */
  transfersInGroup(transferGroup: string): Promise<StripeTransferRef[]>;
  /** The transfers a connected account's own payout carried to its bank, read on that account. */
  transfersInPayout(accountId: string, stripePayoutId: string): Promise<StripeTransferRef[]>;
  /** Takes the whole of a transfer back from the connected account's balance to the platform's. */
  reverseTransfer(transferId: string, idempotencyKey: string): Promise<void>;
}

/** One of our transfers: Stripe's id and the payout (ours) it paid. */
export interface StripeTransferRef {
  transferId: string;
  payoutId: number;
  /** Taken back in full: the money is in the platform's balance again. */
  reversed: boolean;
}

/** Our payout id, as every transfer we create carries it in its metadata; null for anyone else's. */
export function payoutIdOfTransfer(transfer: Pick<Stripe.Transfer, 'metadata'>): number | null {
  const id = Number(transfer.metadata?.payoutId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Stripe refused or could not be reached; the words are Stripe's, kept for the log only. */
export class StripeConnectUnavailable extends Error {
  constructor(
    readonly stripeCode: string | null,
    message: string,
    /** The request field Stripe refused, when it named one. */
    readonly param: string | null = null,
  ) {
    super(message);
    this.name = 'StripeConnectUnavailable';
  }
}

/** The fetch the SDK sends its requests through (tests inject one answering from recorded fixtures). */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export function createStripeSdk(secretKey: string, fetchImpl: FetchLike): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchImpl as typeof fetch),
    // Creates carry no idempotency key except transfers, which set their own; no blind retry.
    maxNetworkRetries: 0,
    appInfo: { name: 'Liner' },
  });
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new StripeConnectUnavailable(error.code ?? null, error.message, error.param ?? null);
    throw error;
  }
}

export function createStripeConnectClient(stripe: Stripe): StripeConnectClient {
  return {
    createAccount: (input) =>
      guarded(async () => {
        const account = await stripe.accounts.create({
          type: 'express',
          country: input.country,
          email: input.email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: String(input.userId) },
        });
        return { id: account.id };
      }),
    onboardingLink: (accountId, urls) =>
      guarded(async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: urls.refreshUrl,
          return_url: urls.returnUrl,
        });
        return link.url;
      }),
    account: async (accountId) => {
      try {
        const account = await stripe.accounts.retrieve(accountId);
        return { id: account.id, payoutsEnabled: account.payouts_enabled === true };
      } catch (error) {
        // An account deleted at Stripe (or never ours) is gone, not an outage.
        if (
          error instanceof Stripe.errors.StripeError &&
          (error.statusCode === 404 || error.code === 'account_invalid')
        )
          return null;
        if (error instanceof Stripe.errors.StripeError)
          throw new StripeConnectUnavailable(error.code ?? null, error.message);
        throw error;
      }
    },
    transfer: (input) =>
      guarded(async () => {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            destination: input.accountId,
            transfer_group: input.transferGroup,
            metadata: { payoutId: String(input.payoutId) },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: transfer.id };
      }),
    transfersInGroup: (transferGroup) =>
      guarded(async () => {
        const refs: StripeTransferRef[] = [];
        for await (const transfer of stripe.transfers.list({ transfer_group: transferGroup, limit: 100 })) {
          const payoutId = payoutIdOfTransfer(transfer);
          if (payoutId) refs.push({ transferId: transfer.id, payoutId, reversed: transfer.reversed });
        }
        return refs;
      }),
    // A transfer lands on the connected account as a payment (py_...) whose source_transfer is
    // ours; the account's payout lists those payments among its balance transactions.
    transfersInPayout: (accountId, stripePayoutId) =>
      guarded(async () => {
        const refs: StripeTransferRef[] = [];
        const transactions = stripe.balanceTransactions.list(
          { payout: stripePayoutId, limit: 100, expand: ['data.source.source_transfer'] },
          { stripeAccount: accountId },
        );
        for await (const transaction of transactions) {
          const source = transaction.source;
          if (!source || typeof source === 'string' || source.object !== 'charge') continue;
          const transfer = source.source_transfer;
          if (!transfer || typeof transfer === 'string') continue;
          const payoutId = payoutIdOfTransfer(transfer);
          if (payoutId) refs.push({ transferId: transfer.id, payoutId, reversed: transfer.reversed });
        }
        return refs;
      }),
    reverseTransfer: (transferId, idempotencyKey) =>
      guarded(async () => {
        await stripe.transfers.createReversal(transferId, {}, { idempotencyKey });
      }),
  };
}
