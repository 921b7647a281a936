import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIORITY_MESSAGES, SIGNATURE_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { drawnSignature } from './testing.js';

let ctx: TestContext;
let operator: CreatedUser;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

const accept = (token: string, signature: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/portal/dashboard/accept-priority',
    headers: bearer(token),
    payload: { signature },
  });
const offer = (userId: number | string, payload: Record<string, unknown>, token = operator.token) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/accounts/${userId}/offers`, headers: bearer(token), payload });
const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'liner-contract-'));
  const file = path.join(dir, 'contract.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('priority account offer', () => {
  it('refuses to sign what was not offered', async () => {
    const artist = await createUser(ctx);
    const res = await accept(artist.token, await drawnSignature());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRIORITY_MESSAGES.notOffered);
  });

  it('lets only an operator offer it, and the offer shows in the account flags', async () => {
    const artist = await createUser(ctx);
    expect((await offer(artist.user.id, { priority: true }, artist.token)).statusCode).toBe(403);
    expect((await offer(2_147_483_647, { priority: true })).statusCode).toBe(404);
    expect((await offer(artist.user.id, {})).statusCode).toBe(422);
    const res = await offer(artist.user.id, { priority: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priorityMember: true, priorityAccepted: false, prioritySignedAt: null });
    expect(await me(artist.token)).toMatchObject({ priorityMember: true, priorityAccepted: false });
  });

  it('refuses signatures that are not a drawn JPEG, with the field message', async () => {
    const artist = await createUser(ctx, { priorityMember: true });
    const cases: [unknown, string][] = [
      ['', SIGNATURE_MESSAGES.required],
      [undefined, SIGNATURE_MESSAGES.required],
      [42, SIGNATURE_MESSAGES.required],
      ['data:image/png;base64,iVBORw0KGgo=', SIGNATURE_MESSAGES.notJpeg],
      ['data:image/jpeg;base64,not base64!', SIGNATURE_MESSAGES.notJpeg],
      [await drawnSignature({ format: 'png' }), SIGNATURE_MESSAGES.notJpeg],
      [
        `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]).toString('base64')}`,
        SIGNATURE_MESSAGES.notJpeg,
      ],
      [await drawnSignature({ blank: true }), SIGNATURE_MESSAGES.required],
      [`data:image/jpeg;base64,${'A'.repeat(800_000)}`, SIGNATURE_MESSAGES.tooLarge],
    ];
    for (const [signature, message] of cases) {
      const res = await accept(artist.token, signature);
      expect(res.statusCode, String(signature).slice(0, 40)).toBe(422);
      expect(res.json().errors.signature, String(signature).slice(0, 40)).toEqual([message]);
    }
    expect(await me(artist.token)).toMatchObject({ priorityAccepted: false });
  });

  it('signs once: the contract is a PDF with the terms and the signer, kept for the account', async () => {
    const artist = await createUser(ctx, { priorityMember: true, firstName: 'Nova', lastName: 'Reyes' });
    const res = await accept(artist.token, await drawnSignature());
    expect(res.statusCode, res.body).toBe(200);
    const { contractUrl } = res.json();
    expect(await me(artist.token)).toMatchObject({ priorityMember: true, priorityAccepted: true });
    const documents = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/documents',
      headers: bearer(artist.token),
    });
    expect(documents.json().documents).toEqual([
      expect.objectContaining({ kind: 'contract', title: 'Priority account agreement', fileUrl: contractUrl }),
    ]);

    const file = await ctx.app.inject({ method: 'GET', url: contractUrl, headers: bearer(artist.token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const words = pdfText(pdf).replace(/\s+/g, ' ');
    expect(words).toContain('Priority account agreement');
    expect(words).toContain('Nova Reyes');
    expect(words).toContain('100%');
    expect(words).toContain('15 days');
    expect(words).toContain(`${ctx.clock.now().getUTCFullYear() + 1}-12-31`);

    const again = await accept(artist.token, await drawnSignature());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRIORITY_MESSAGES.alreadySigned);
    expect((await offer(artist.user.id, {}, operator.token)).statusCode).toBe(422);
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/accounts/${artist.user.id}/offers`,
      headers: bearer(operator.token),
    });
    expect(view.json()).toMatchObject({ priorityAccepted: true, prioritySignedAt: expect.any(String) });
    const stranger = await createUser(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url: contractUrl, headers: bearer(stranger.token) })).statusCode,
    ).toBe(404);
  });
});
