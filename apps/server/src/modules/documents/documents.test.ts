import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { addUserDocument } from './index.js';

describe('documents: the account documents list and download', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string, token: string | null) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers 401 without a token', async () => {
    expect((await get('/api/profile/documents', null)).statusCode).toBe(401);
    expect((await get('/api/profile/documents/1/file', null)).statusCode).toBe(401);
  });

  it('lists a new account with no documents', async () => {
    const { token } = await createUser(ctx);
    const res = await get('/api/profile/documents', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ documents: [] });
  });

  it('lists documents filed by another area newest first, in the list and in the current-user answer', async () => {
    const { user, token } = await createUser(ctx);
    const first = await addUserDocument(ctx.deps, user.id, {
      kind: 'tax-form',
      title: 'W-9 2026',
      content: Buffer.from('%PDF-1.4 tax'),
      fileName: 'w9.pdf',
      contentType: 'application/pdf',
    });
    ctx.clock.advanceDays(1);
    const second = await addUserDocument(ctx.deps, user.id, {
      kind: 'contract',
      title: 'Priority agreement',
      content: Buffer.from('%PDF-1.4 contract'),
      fileName: 'priority agreement.pdf',
      contentType: 'application/pdf',
    });
    const res = await get('/api/profile/documents', token);
    expect(res.statusCode).toBe(200);
    const { documents } = res.json();
    expect(documents.map((d: { id: number }) => d.id)).toEqual([second.id, first.id]);
    expect(documents[0]).toEqual({
      id: second.id,
      kind: 'contract',
      title: 'Priority agreement',
      fileUrl: `/api/profile/documents/${second.id}/file`,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const me = await get('/api/auth/me', token);
    expect(me.json().documents.map((d: { title: string }) => d.title)).toEqual(['Priority agreement', 'W-9 2026']);
  });

  it('downloads its own document as an attachment with its bytes', async () => {
    const { user, token } = await createUser(ctx);
    const { id } = await addUserDocument(ctx.deps, user.id, {
      kind: 'contract',
      title: 'Contrat signé',
      content: Buffer.from('%PDF-1.4 signed'),
      fileName: 'contrat signé.pdf',
      contentType: 'application/pdf',
    });
    const res = await get(`/api/profile/documents/${id}/file`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="contrat sign_.pdf"; filename*=UTF-8''contrat%20sign%C3%A9.pdf`,
    );
    expect(res.body).toBe('%PDF-1.4 signed');
  });

  it("answers 404 for another account's document and for one that does not exist, 422 for a bad id", async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const { id } = await addUserDocument(ctx.deps, owner.user.id, {
      kind: 'other',
      title: 'Private',
      content: Buffer.from('secret'),
      fileName: 'private.txt',
      contentType: 'text/plain',
    });
    const foreign = await get(`/api/profile/documents/${id}/file`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('No such document');
    expect(foreign.body).not.toContain('secret');
    expect((await get('/api/profile/documents/2147483000/file', owner.token)).statusCode).toBe(404);
    const bad = await get('/api/profile/documents/abc/file', owner.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    const strangerList = await get('/api/profile/documents', stranger.token);
    expect(strangerList.json()).toEqual({ documents: [] });
  });
});
