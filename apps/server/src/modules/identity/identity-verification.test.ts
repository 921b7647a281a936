import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { IDENTITY_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { auditEntries } from '../audit/tables.js';
import { connectBankAndWait } from '../payouts/testing.js';
import { identityUpload, testPhoto } from './testing.js';
import { identityVerifications } from './tables.js';

let ctx: TestContext;
let operator: CreatedUser;

const COMPLETE = { displayName: 'Ada', details: { address: '1 Main St', city: 'Lyon', zip: '69001', country: 'FR' } };

async function person(): Promise<CreatedUser> {
  return createUser(ctx, COMPLETE);
}

function call(who: CreatedUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
}

function submit(
  who: CreatedUser,
  fields: Record<string, string>,
  files: Record<string, { name: string; content: Buffer }>,
) {
  const body = identityUpload(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/support/verification/submit',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
}

async function requestCheck(who: CreatedUser, documentType = 'passport'): Promise<number> {
  const res = await call(who, 'POST', '/api/support/verification/request', { documentCountry: 'fr', documentType });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

type Photos = Record<string, { name: string; content: Buffer }>;

async function photos(withBack = false): Promise<Photos> {
  const photo = { name: 'photo.jpg', content: await testPhoto() };
  return withBack ? { front: photo, back: photo, selfie: photo } : { front: photo, selfie: photo };
}

async function submittedCheck(who: CreatedUser): Promise<number> {
  const id = await requestCheck(who);
  const res = await submit(who, { checkId: String(id) }, await photos());
  expect(res.statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => ctx.close());

describe('requesting a verification', () => {
  it('refuses a country and a document type it does not know, by field', async () => {
    const who = await person();
    const res = await call(who, 'POST', '/api/support/verification/request', {
      documentCountry: 'XX',
      documentType: 'visa',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      documentCountry: [IDENTITY_MESSAGES.country],
      documentType: [IDENTITY_MESSAGES.documentType],
    });
  });

  it('asks for a complete profile first', async () => {
    const who = await createUser(ctx);
    const res = await call(who, 'POST', '/api/support/verification/request', {
      documentCountry: 'FR',
      documentType: 'passport',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: IDENTITY_MESSAGES.notEligible, code: 'NOT_ELIGIBLE' });
  });

  it('starts a check with the built-in review and reuses it when asked again', async () => {
    const who = await person();
    const first = await requestCheck(who);
    const again = await call(who, 'POST', '/api/support/verification/request', {
      documentCountry: 'DE',
      documentType: 'id-card',
    });
    expect(again.json()).toMatchObject({
      id: first,
      provider: 'review',
      status: 'requested',
      documentCountry: 'DE',
      documentType: 'id-card',
      hosted: null,
    });
    const status = (await call(who, 'GET', '/api/support/verification')).json();
    expect(status).toMatchObject({ provider: 'review', requiredForPayouts: false, check: { id: first } });
  });
});

describe('submitting the photos', () => {
  it('refuses a submission before any request', async () => {
    const who = await person();
    const res = await submit(who, { checkId: '1' }, await photos());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(IDENTITY_MESSAGES.notRequested);
  });

  it("answers 404 for another account's check", async () => {
    const owner = await person();
    const id = await requestCheck(owner);
    const other = await person();
    await requestCheck(other);
    const res = await submit(other, { checkId: String(id) }, await photos());
    expect(res.statusCode).toBe(404);
  });

  it('reads photos by content: a text file named .jpg, a small photo, HEIC, missing parts', async () => {
    const who = await person();
    const id = await requestCheck(who, 'id-card');
    const res = await submit(
      who,
      { checkId: String(id) },
      {
        front: { name: 'front.jpg', content: Buffer.from('this is not a photo at all') },
        back: { name: 'back.jpg', content: await testPhoto(300, 200) },
        selfie: { name: 'selfie.heic', content: await testPhoto(800, 600, 'heif') },
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      front: [IDENTITY_MESSAGES.imageType],
      back: [IDENTITY_MESSAGES.imageTooSmall],
      selfie: [IDENTITY_MESSAGES.imageHeic],
    });
    const missing = await submit(
      who,
      { checkId: String(id) },
      { front: { name: 'f.png', content: await testPhoto(640, 480, 'png') } },
    );
    expect(missing.json().errors).toEqual({
      back: [IDENTITY_MESSAGES.imageMissing('back')],
      selfie: [IDENTITY_MESSAGES.imageMissing('selfie')],
    });
  });

  it('refuses a back side for a passport, a photo too large and a bad check id', async () => {
    const who = await person();
    const id = await requestCheck(who, 'passport');
    const withBack = await submit(who, { checkId: String(id) }, await photos(true));
    expect(withBack.json().errors).toEqual({ back: [IDENTITY_MESSAGES.backNotNeeded] });
    const huge = Buffer.concat([await testPhoto(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await submit(who, { checkId: String(id) }, { front: { name: 'f.jpg', content: huge } });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors).toEqual({ front: [IDENTITY_MESSAGES.imageTooLarge] });
    const badId = await submit(who, { checkId: 'abc' }, await photos());
    expect(badId.json().errors).toEqual({ checkId: [IDENTITY_MESSAGES.checkId] });
  });

  it('stores the photos re-encoded without EXIF, queues the check and refuses a second submission', async () => {
    const who = await person();
    const id = await requestCheck(who, 'driving-licence');
    const res = await submit(who, { checkId: String(id) }, await photos(true));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'submitted' });
    const [row] = await ctx.deps.db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
    for (const key of [row.documentKey, row.documentBackKey, row.selfieKey]) {
      const path = ctx.deps.storage.localPath(key ?? '');
      const metadata = await sharp(path ?? '').metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
    }
    const again = await submit(who, { checkId: String(id) }, await photos(true));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(IDENTITY_MESSAGES.alreadySubmitted);
    const request = await call(who, 'POST', '/api/support/verification/request', {
      documentCountry: 'FR',
      documentType: 'passport',
    });
    expect(request.statusCode).toBe(409);
    const bell = (await call(operator, 'GET', '/api/auth/me')).json().notifications;
    expect(bell.some((n: { title: string }) => n.title.startsWith(`${who.user.email} sent identity documents`))).toBe(
      true,
    );
  });
});

describe("the operator's review", () => {
  it('lists submitted checks oldest first and shows their photos to operators only', async () => {
    const first = await person();
    const firstId = await submittedCheck(first);
    ctx.clock.advanceMinutes(1);
    const second = await person();
    await submittedCheck(second);
    const queue = (await call(operator, 'GET', '/api/admin/identity-checks?per_page=100')).json();
    const ids = queue.data.map((row: { id: number }) => row.id);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(queue.data.at(-1).id));
    expect(queue.data.find((row: { id: number }) => row.id === firstId)).toMatchObject({
      email: first.user.email,
      documentType: 'passport',
      hasBack: false,
    });
    const image = await call(operator, 'GET', `/api/admin/identity-checks/${firstId}/images/selfie`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await call(operator, 'GET', `/api/admin/identity-checks/${firstId}/images/back`)).statusCode).toBe(404);
    expect((await call(first, 'GET', `/api/admin/identity-checks/${firstId}/images/front`)).statusCode).toBe(403);
    expect((await call(operator, 'GET', `/api/admin/identity-checks/${firstId}/images/passport`)).statusCode).toBe(422);
  });

  it('rejects with a reason the person reads, which blocks payouts until a new check is approved', async () => {
    const who = await person();
    const methodId = await connectBankAndWait(ctx, who);
    const id = await submittedCheck(who);
    const noReason = await call(operator, 'POST', `/api/admin/identity-checks/${id}/decision`, { decision: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: [IDENTITY_MESSAGES.reason] });
    const rejected = await call(operator, 'POST', `/api/admin/identity-checks/${id}/decision`, {
      decision: 'reject',
      reason: 'The photo of the document is blurred',
    });
    expect(rejected.json()).toEqual({ id, status: 'rejected' });
    const twice = await call(operator, 'POST', `/api/admin/identity-checks/${id}/decision`, { decision: 'approve' });
    expect(twice.statusCode).toBe(409);

    const me = (await call(who, 'GET', '/api/auth/me')).json();
    expect(me.identityVerification).toEqual({
      documentCountry: 'FR',
      responseCode: 'rejected_by_operator',
      bypassed: false,
      rejected: true,
      verified: false,
    });
    expect(me.notifications[0].message).toContain('The photo of the document is blurred');
    const status = (await call(who, 'GET', '/api/support/verification')).json();
    expect(status.check).toMatchObject({ status: 'rejected', rejectedReason: 'The photo of the document is blurred' });

    const quote = await call(who, 'POST', '/api/portal/wallet/withdrawals/quote', { amount: '20.00', methodId });
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ message: IDENTITY_MESSAGES.rejectedPayouts, code: 'IDENTITY_REJECTED' });

    const [audit] = await ctx.deps.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, who.user.id), eq(auditEntries.actorUserId, operator.user.id)));
    expect(audit.action).toBe('Identity verification rejected by an operator');

    const retry = await submittedCheck(who);
    expect(retry).not.toBe(id);
    await call(operator, 'POST', `/api/admin/identity-checks/${retry}/decision`, { decision: 'approve' });
    const after = await call(who, 'POST', '/api/portal/wallet/withdrawals/quote', { amount: '20.00', methodId });
    expect(after.json().code).not.toBe('IDENTITY_REJECTED');
    expect((await call(who, 'GET', '/api/auth/me')).json().identityVerification.verified).toBe(true);
  });

  it('requires a verification before payouts only when the operator says so; a bypass lets the person through', async () => {
    const who = await person();
    const methodId = await connectBankAndWait(ctx, who);
    const quote = () => call(who, 'POST', '/api/portal/wallet/withdrawals/quote', { amount: '20.00', methodId });
    expect((await quote()).json().code).not.toMatch(/^IDENTITY_/);
    expect((await call(who, 'PUT', '/api/admin/settings/identity-required', { required: true })).statusCode).toBe(403);
    await call(operator, 'PUT', '/api/admin/settings/identity-required', { required: true });
    try {
      expect((await quote()).json()).toMatchObject({
        code: 'IDENTITY_REQUIRED',
        message: IDENTITY_MESSAGES.requiredPayouts,
      });
      const id = await requestCheck(who);
      const bypassed = await call(operator, 'POST', `/api/admin/identity-checks/${id}/decision`, {
        decision: 'bypass',
      });
      expect(bypassed.json()).toEqual({ id, status: 'bypassed' });
      expect((await quote()).json().code).not.toMatch(/^IDENTITY_/);
      expect((await call(who, 'GET', '/api/auth/me')).json().identityVerification).toMatchObject({ bypassed: true });
    } finally {
      await call(operator, 'PUT', '/api/admin/settings/identity-required', { required: false });
    }
  });
});
