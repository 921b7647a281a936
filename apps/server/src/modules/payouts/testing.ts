// Helpers shared by the payout tests (not used by the server).
import type { Readable } from 'node:stream';
import { bearer, type CreatedUser } from '../../../test/factories.js';
import type { TestContext } from '../../../test/harness.js';
import { createLocalPayoutProvider, type PayoutProvider } from './payout-provider.js';
import { createPayoutProviderRegistry, type PayoutProviderRegistry } from './payout-provider-registry.js';
import type { AppDeps } from '../../platform/deps.js';
import { createPaypalPayoutProvider, type FetchLike as PaypalFetch } from './paypal-payouts-client.js';
import { createStripeConnectClient, createStripeSdk, type FetchLike } from './stripe-connect-client.js';
import { installStripeConnect } from './stripe-connect-services.js';

export const STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_liner_connect_test';

/** Switches an app to Stripe Connect whose requests go to `fetchImpl` (recorded answers). */
export function installRecordedStripeConnect(deps: AppDeps, fetchImpl: FetchLike): void {
  const stripe = createStripeSdk('sk_test_liner', fetchImpl);
  installStripeConnect(deps, {
    client: createStripeConnectClient(stripe),
    stripe,
    webhookSecret: STRIPE_CONNECT_WEBHOOK_SECRET,
  });
}

export const VALID_IBAN = 'GB82 WEST 1234 5698 7654 32';

export function call(
  ctx: TestContext,
  who: CreatedUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

/** Connects a verified bank account and lets any 48-hour block pass (a first method starts none); answers the method id. */
export async function connectBankAndWait(ctx: TestContext, who: CreatedUser): Promise<number> {
  const res = await call(ctx, who, 'POST', '/api/profile/update/bank/connect', {
    accountHolder: 'Test Holder',
    iban: VALID_IBAN,
    country: 'GB',
    currency: 'GBP',
    password: who.password,
  });
  if (res.statusCode !== 200) throw new Error(`bank connect failed: ${res.body}`);
  ctx.clock.advanceMinutes(48 * 60 + 1);
  const methods = (await call(ctx, who, 'GET', '/api/profile/payout-methods')).json();
  return methods.data.find((method: { type: string }) => method.type === 'bank').id;
}

/** A small but real-looking signed PDF (the type is read from its first bytes). */
export const SIGNED_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A multipart body for POST api/profile/tax: text fields and an optional "document" part. */
export function taxUpload(fields: Record<string, string>, document?: { name: string; content: Buffer }) {
  const boundary = `----liner${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (document)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${document.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      document.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST api/profile/tax as `who`. */
export function submitTax(
  ctx: TestContext,
  who: CreatedUser,
  fields: Record<string, string>,
  document?: { name: string; content: Buffer },
) {
  const body = taxUpload(fields, document);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/profile/tax',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
}

/** The 6-digit code of the newest SMS written to the built-in outbox. */
export async function lastSmsCode(ctx: TestContext): Promise<string> {
  const texts = await ctx.smsOutbox();
  const match = /is (\d{6})\./.exec(texts.at(-1)?.body ?? '');
  if (!match) throw new Error('no SMS code in the outbox');
  return match[1];
}

/** Connects a verified Venmo number (texted code read from the SMS outbox); answers the method id. */
export async function connectVenmo(ctx: TestContext, who: CreatedUser, phone: string): Promise<number> {
  const init = await call(ctx, who, 'POST', '/api/profile/venmo/init', { phone, password: who.password });
  if (init.statusCode !== 200) throw new Error(`venmo init failed: ${init.body}`);
  const verified = await call(ctx, who, 'POST', '/api/profile/venmo/verify', { code: await lastSmsCode(ctx) });
  if (verified.statusCode !== 200) throw new Error(`venmo verify failed: ${verified.body}`);
  const methods = (await call(ctx, who, 'GET', '/api/profile/payout-methods')).json();
  return methods.data.find((method: { type: string }) => method.type === 'venmo').id;
}

/** A code that is not `code`: wrong on purpose. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** The PayPal Payouts client of a test: sandbox address, fixed credentials, answers from `fetchImpl`. */
export function recordedPaypalProvider(fetchImpl: PaypalFetch): PayoutProvider {
  return createPaypalPayoutProvider(
    { clientId: 'id', clientSecret: 'secret', baseUrl: 'https://api-m.sandbox.paypal.com' },
    fetchImpl,
  );
}

/** Routes PayPal and Venmo payouts to the given (recorded-answer) PayPal client, the rest to the local file. */
export function paypalRegistry(ctx: TestContext, paypal: PayoutProvider): PayoutProviderRegistry {
  return createPayoutProviderRegistry(createLocalPayoutProvider(ctx.deps.storage), [
    { provider: paypal, methods: ['paypal', 'venmo'] },
  ]);
}

export async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
export type { PaypalFetch };
