import { formatMicros } from '@liner/domain';
import type { TipaltiConfig } from '../../platform/config.js';
import type { PayoutBatch, PayoutItem, PayoutOutcome, PayoutProvider } from './payout-provider.js';
import type { FetchLike } from './paypal-payouts-client.js';
import {
  TipaltiApiError,
  callTipalti,
  isTipaltiOk,
  tipaltiError,
  tipaltiKey,
  xmlChildren,
  xmlElements,
  xmlFields,
  xmlText,
} from './tipalti-soap.js';

/** Tipalti takes at most this many payment orders in one call. */
export const TIPALTI_MAX_ORDERS = 250;

/**
 * The payment's RefCode: Tipalti refuses a second payment with a RefCode it already has, so a
 * batch submitted again can never pay anyone twice. Short and plain (Tipalti limits its length).
 */
export const tipaltiRefCode = (payoutId: number): string => `LINER${payoutId}`;

/** The payment group's title, which is also the batch's provider id on our side. */
export const tipaltiGroupTitle = (batchId: number): string => `Liner batch ${batchId}`;

/**
 * Tipalti payment order statuses. Paid and Cleared mean the money left for the payee; these are
 * final without payment: the money stays with the payer, so it goes back to the wallet. Anything
 * else (Submitted, Scheduled, PendingPayerFunds, FraudReview ...) may still turn either way.
 */
const PAID = new Set(['paid', 'cleared']);
const NOT_PAID = new Set(['rejected', 'canceled', 'cancelled', 'deferred', 'deferredinternal', 'returned', 'failed']);

const tipaltiItems = (batch: PayoutBatch): PayoutItem[] =>
  batch.items.filter((item) => item.method === 'tipalti' && item.providerAccountId);

function outcomeOf(payoutId: number, result: string): PayoutOutcome {
  const status = xmlText(result, 'POStatus') ?? '';
  const key = status.toLowerCase().replace(/[^a-z]/g, '');
  if (PAID.has(key)) return { payoutId, outcome: 'paid', reason: null };
  if (!NOT_PAID.has(key)) return { payoutId, outcome: 'sending', reason: null };
  const [messages] = xmlElements(result, 'ErrorMessages');
  const details = messages === undefined ? [] : xmlElements(messages, 'string').map((text) => text.trim());
  const said = [status, ...details].filter(Boolean);
  return { payoutId, outcome: 'returned', reason: `Tipalti: ${said.join(', ')}` };
}

/**
 * Tipalti's Payer API (SOAP, signed with the payer's API key, the key of the payee iframe too):
 * ProcessPayments sends a batch's Tipalti payouts as one payment group, each to the payee id (idap)
 * the person onboarded under, for the net amount in the ledger currency, with a RefCode per
 * payout. GetPODetails (Payee API) reads each payment's status back by that RefCode.
 */
export function createTipaltiPayoutProvider(
  config: TipaltiConfig,
  fetchImpl: FetchLike,
  now: () => Date = () => new Date(),
): PayoutProvider {
  const seconds = () => Math.floor(now().getTime() / 1000);
  const payerUrl = `${config.apiBase}/v14/PayerFunctions.asmx`;
  const payeeUrl = `${config.apiBase}/v8/PayeeFunctions.asmx`;

  return {
    name: 'tipalti',
    async submit(batch) {
      const items = tipaltiItems(batch);
      if (items.length === 0) return { providerBatchId: null, file: null };
      if (items.length > TIPALTI_MAX_ORDERS)
        throw new TipaltiApiError(`at most ${TIPALTI_MAX_ORDERS} payments a call, this batch has ${items.length}`);
      const title = tipaltiGroupTitle(batch.batchId);
      const timestamp = seconds();
      const orders = items
        .map(
          (item) =>
            `<TipaltiPaymentOrderItem>${xmlFields([
              ['Idap', item.providerAccountId ?? ''],
              ['Amount', formatMicros(item.netMicros, 2)],
              ['RefCode', tipaltiRefCode(item.payoutId)],
              ['EmailMessage', 'Your Liner earnings'],
              ['Currency', batch.currency],
            ])}</TipaltiPaymentOrderItem>`,
        )
        .join('');
      const result = await callTipalti(
        fetchImpl,
        payerUrl,
        'ProcessPayments',
        xmlFields([
          ['payerName', config.payer],
          ['paymentGroupTitle', title],
        ]) +
          `<tipaltiPaymentsOrders>${orders}</tipaltiPaymentsOrders>` +
          xmlFields([
            ['timeStamp', timestamp],
            ['key', tipaltiKey(config.apiKey, [config.payer, timestamp, title])],
          ]),
      );
      if (!isTipaltiOk(result)) throw new TipaltiApiError(tipaltiError(result));
      // A line Tipalti refused is named with its RefCode; resubmitting the batch is safe (RefCodes are unique there).
      const refused = xmlElements(result, 'linesResults')
        .flatMap(xmlChildren)
        .filter((line) => /^error$/i.test(xmlText(line, 'status') ?? ''))
        .map((line) => `${xmlText(line, 'refCode') ?? '?'} ${xmlText(line, 'message') ?? ''}`.trim());
      if (refused.length > 0) throw new TipaltiApiError(`refused ${refused.join('; ')}`);
      return { providerBatchId: title, file: null };
    },
    /**
     * One GetPODetails per payout. A payout Tipalti cannot answer for stays sending (asked again
     * next time); only when it answers for none is the sync itself refused, with its words.
     */
    async outcomes(_providerBatchId, batch) {
      const outcomes: PayoutOutcome[] = [];
      const failures: string[] = [];
      for (const item of tipaltiItems(batch)) {
        const refCode = tipaltiRefCode(item.payoutId);
        const idap = item.providerAccountId ?? '';
        const timestamp = seconds();
        const result = await callTipalti(
          fetchImpl,
          payeeUrl,
          'GetPODetails',
          xmlFields([
            ['payerName', config.payer],
            ['idap', idap],
            ['timestamp', timestamp],
            ['key', tipaltiKey(config.apiKey, [config.payer, idap, timestamp, refCode])],
            ['poRefCode', refCode],
          ]),
        );
        if (isTipaltiOk(result)) outcomes.push(outcomeOf(item.payoutId, result));
        else failures.push(`${refCode}: ${tipaltiError(result)}`);
      }
      if (outcomes.length === 0 && failures.length > 0) throw new TipaltiApiError(failures.join('; '));
      return outcomes;
    },
  };
}
