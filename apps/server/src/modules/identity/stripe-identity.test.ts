import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createRecorder, type RecordedFetch } from '../../../test/recorded-fetch.js';
import { deliverStripeEvent, sentForm } from '../../../test/stripe-events.js';
import { identityUpload, testPhoto, useStripeIdentity } from './testing.js';

const recorder = createRecorder(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));
const SESSIONS = 'https://api.stripe.com/v1/identity/verification_sessions';
const SESSION = `${SESSIONS}/vs_1QLinerTestSession`;
const WEBHOOK_SECRET = 'whsec_liner_test_secret';

let ctx: TestContext;
let who: CreatedUser;
let recorded: RecordedFetch;

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
}

/** Delivers a recorded event the way Stripe does: raw JSON with its signature header. */
function deliver(fixture: string, options: { secret?: string; timestamp?: number } = {}) {
  return deliverStripeEvent(ctx.app, '/api/webhooks/stripe/identity', recorder.readFixture(fixture), {
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  who = await createUser(ctx, {
    displayName: 'Ada',
    details: { address: '1 Main St', city: 'Lyon', zip: '69001', country: 'FR' },
  });
  recorded = recorder.recordedFetch([
    {
      method: 'POST',
      url: SESSIONS,
      fixture: 'stripe-verification-session-created.json',
      times: 2,
      expect: (init) => {
        const body = sentForm(init);
        expect(body).toContain('type=document');
        expect(body).toContain('options[document][allowed_types][0]=passport');
        expect(body).toContain('options[document][require_matching_selfie]=true');
        expect(body).toContain(`client_reference_id=${who.user.id}`);
        expect(body).toContain('return_url=http://liner.test/user-portal/verification');
      },
    },
    { method: 'GET', url: SESSION, fixture: 'stripe-verification-session-processing.json' },
  ]);
  useStripeIdentity(ctx.deps, recorded.fetch, WEBHOOK_SECRET);
});
afterAll(async () => ctx.close());

describe('Stripe Identity', () => {
  it('starts a hosted session and answers its page; photos are not uploaded here', async () => {
    const res = await call('POST', '/api/support/verification/request', {
      documentCountry: 'FR',
      documentType: 'passport',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'stripe',
      status: 'requested',
      hosted: {
        url: 'https://verify.stripe.com/start/test_YWNjdF8xTGluZXI',
        clientSecret: 'vs_1QLinerTestSession_secret_live_YWNjdF8xTGluZXI',
      },
    });
    const photo = { name: 'p.jpg', content: await testPhoto() };
    const body = identityUpload({ checkId: String(res.json().id) }, { front: photo, selfie: photo });
    const submit = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/verification/submit',
      headers: { ...bearer(who.token), ...body.headers },
      payload: body.payload,
    });
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe(IDENTITY_MESSAGES.hostedProvider);
  });

  it('reads the session when the person comes back', async () => {
    const status = (await call('GET', '/api/support/verification')).json();
    expect(status).toMatchObject({ provider: 'stripe', check: { status: 'processing' } });
  });

  it('refuses a webhook with a wrong signature, or an old one replayed', async () => {
    const forged = await deliver('stripe-event-verified.json', { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('BAD_SIGNATURE');
    const old = await deliver('stripe-event-verified.json', { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe/identity',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await call('GET', '/api/auth/me')).json().identityVerification.verified).toBe(false);
  });

  it('applies requires_input as a rejection the person reads, and a new session after it', async () => {
    expect((await deliver('stripe-event-requires-input.json')).json()).toEqual({ received: true });
    const me = (await call('GET', '/api/auth/me')).json();
    expect(me.identityVerification).toMatchObject({ rejected: true, responseCode: 'document_expired' });
    expect(me.notifications[0].message).toContain('The document is expired');
    const again = await call('POST', '/api/support/verification/request', {
      documentCountry: 'FR',
      documentType: 'passport',
    });
    expect(again.json()).toMatchObject({ status: 'requested' });
  });

  it('applies verified once, however often it is delivered', async () => {
    expect((await deliver('stripe-event-verified.json')).statusCode).toBe(200);
    expect((await deliver('stripe-event-verified.json')).statusCode).toBe(200);
    const me = (await call('GET', '/api/auth/me')).json();
    expect(me.identityVerification).toMatchObject({ verified: true, rejected: false, responseCode: 'verified' });
    const verifiedNotes = me.notifications.filter((n: { title: string }) => n.title === 'Your identity is verified.');
    expect(verifiedNotes).toHaveLength(1);
    expect(recorded.unexpected).toEqual([]);
    expect(recorded.unused()).toEqual([]);
  });

  it('answers a provider that cannot be reached without a 5xx', async () => {
    const other = await createUser(ctx, {
      displayName: 'Bo',
      details: { address: '2 Main St', city: 'Lyon', zip: '69001', country: 'FR' },
    });
    const down = recorder.recordedFetch([]);
    useStripeIdentity(ctx.deps, down.fetch, WEBHOOK_SECRET);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/verification/request',
      headers: bearer(other.token),
      payload: { documentCountry: 'FR', documentType: 'passport' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(IDENTITY_MESSAGES.providerUnavailable);
    expect(down.unexpected).toEqual([`POST ${SESSIONS}`]);
  });
});
