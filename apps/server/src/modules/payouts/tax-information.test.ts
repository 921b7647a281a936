import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_DOCUMENT_MAX_BYTES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { creditEarnings } from '../ledger/testing.js';
import { userDocuments } from '../documents/tables.js';
import { notifications } from '../notifications/tables.js';
import { payeeTaxSubmissions } from './tables.js';
import { call, connectBankAndWait, SIGNED_PDF, submitTax } from './testing.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('payee tax information (self-service) and its review', () => {
  let ctx: TestContext;
  let payee: CreatedUser;
  let other: CreatedUser;
  let operator: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    payee = await createUser(ctx);
    other = await createUser(ctx);
    operator = await createUser(ctx, { isAdmin: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const titlesOf = async (userId: number) =>
    (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);

  it('needs a signed-in owner and starts empty', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/tax' })).statusCode).toBe(401);
    const mine = await call(ctx, payee, 'GET', '/api/profile/tax');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      profile: { residencyCountry: null, taxForm: 'none', withholdingRate: '0.00' },
      submission: null,
    });
  });

  it('refuses a bad country, a form that does not fit the residency and a missing document, by field', async () => {
    const badCountry = await submitTax(ctx, payee, { residencyCountry: 'Germany', taxForm: 'W-8BEN' });
    expect(badCountry.statusCode).toBe(422);
    expect(badCountry.json().errors).toEqual({ residencyCountry: ['Choose your country of residence'] });
    const unknown = await submitTax(
      ctx,
      payee,
      { residencyCountry: 'XX', taxForm: 'W-8BEN' },
      { name: 'f.pdf', content: SIGNED_PDF },
    );
    expect(unknown.json().errors).toEqual({ residencyCountry: ['Choose your country of residence'] });

    const usW8 = await submitTax(
      ctx,
      payee,
      { residencyCountry: 'us', taxForm: 'W-8BEN' },
      { name: 'f.pdf', content: SIGNED_PDF },
    );
    expect(usW8.json().errors).toEqual({ taxForm: ['Residents of the United States and its territories file a W-9'] });
    const deW9 = await submitTax(
      ctx,
      payee,
      { residencyCountry: 'DE', taxForm: 'W-9' },
      { name: 'f.pdf', content: SIGNED_PDF },
    );
    expect(deW9.json().errors).toEqual({
      taxForm: ['Outside the United States, choose W-8BEN (a person), W-8BEN-E (a company) or no form'],
    });
    const usNone = await submitTax(ctx, payee, { residencyCountry: 'PR', taxForm: 'none' });
    expect(usNone.json().errors.taxForm).toEqual(['Residents of the United States and its territories file a W-9']);

    const noDocument = await submitTax(ctx, payee, { residencyCountry: 'DE', taxForm: 'W-8BEN' });
    expect(noDocument.statusCode).toBe(422);
    expect(noDocument.json()).toMatchObject({
      message: 'Attach your signed tax form (PDF, PNG or JPEG)',
      errors: { document: ['Attach your signed tax form (PDF, PNG or JPEG)'] },
    });
    const json = await call(ctx, payee, 'POST', '/api/profile/tax', { residencyCountry: 'DE', taxForm: 'W-8BEN' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.residencyCountry).toBeDefined();
  });

  it('reads the document type from its bytes and refuses a wrong type, an empty file and a file too big', async () => {
    const fields = { residencyCountry: 'DE', taxForm: 'W-8BEN' };
    const renamed = await submitTax(ctx, payee, fields, { name: 'form.pdf', content: Buffer.from('I am not a PDF') });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ document: ['The tax form must be a PDF, PNG or JPEG file'] });
    const empty = await submitTax(ctx, payee, fields, { name: 'form.pdf', content: Buffer.alloc(0) });
    expect(empty.json().errors).toEqual({ document: ['The tax form file is empty'] });
    const big = Buffer.concat([SIGNED_PDF, Buffer.alloc(TAX_DOCUMENT_MAX_BYTES)]);
    const tooBig = await submitTax(ctx, payee, fields, { name: 'form.pdf', content: big });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ document: ['The tax form must be at most 10 MB'] });
    const withNoForm = await submitTax(
      ctx,
      payee,
      { residencyCountry: 'FR', taxForm: 'none' },
      { name: 'x.pdf', content: SIGNED_PDF },
    );
    expect(withNoForm.json().errors).toEqual({ document: ['Without a tax form, do not attach a document'] });
    // Nothing refused was kept, in the table or in storage.
    expect(await ctx.deps.db.select().from(payeeTaxSubmissions)).toEqual([]);
    expect(await ctx.deps.db.select().from(userDocuments)).toEqual([]);
  });

  it('keeps a submission under review, ignores a self-set withholding rate and tells the operators', async () => {
    const sent = await submitTax(
      ctx,
      payee,
      { residencyCountry: 'de', taxForm: 'W-8BEN', withholdingRate: '0' },
      { name: 'w8ben signed.pdf', content: SIGNED_PDF },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      profile: { taxForm: 'none', withholdingRate: '0.00', updatedAt: null },
      submission: {
        residencyCountry: 'DE',
        taxForm: 'W-8BEN',
        documentName: 'w8ben signed.pdf',
        documentType: 'application/pdf',
        documentBytes: SIGNED_PDF.length,
        status: 'submitted',
        reviewedAt: null,
      },
    });
    expect(await titlesOf(operator.user.id)).toEqual([
      `${payee.user.email} sent tax information for review (Payouts, Fees and tax).`,
    ]);
  });

  it('shows the operator the queue and the document; nobody else', async () => {
    const queue = await call(ctx, operator, 'GET', '/api/admin/tax-submissions');
    expect(queue.json()).toMatchObject({
      total: 1,
      data: [{ userId: payee.user.id, email: payee.user.email, taxForm: 'W-8BEN', status: 'submitted' }],
    });
    const document = await call(ctx, operator, 'GET', `/api/admin/tax-submissions/${payee.user.id}/document`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(`inline; filename="tax-form-${payee.user.id}.pdf"`);
    expect(document.rawPayload.equals(SIGNED_PDF)).toBe(true);

    expect((await call(ctx, payee, 'GET', '/api/admin/tax-submissions')).statusCode).toBe(403);
    expect((await call(ctx, payee, 'GET', `/api/admin/tax-submissions/${payee.user.id}/document`)).statusCode).toBe(
      403,
    );
    expect((await call(ctx, operator, 'GET', `/api/admin/tax-submissions/${other.user.id}/document`)).statusCode).toBe(
      404,
    );
    const receive = (who: CreatedUser, userId: number, body: object) =>
      call(ctx, who, 'POST', `/api/admin/tax-submissions/${userId}/receive`, body);
    expect((await receive(payee, payee.user.id, { withholdingRate: '0' })).statusCode).toBe(403);
    expect((await receive(operator, other.user.id, { withholdingRate: '0' })).statusCode).toBe(404);
    const badRate = await receive(operator, payee.user.id, { withholdingRate: '101' });
    expect(badRate.statusCode).toBe(422);
    expect(badRate.json().errors).toEqual({ withholdingRate: ['The percentage must be between 0 and 100'] });
  });

  it('marks the form received with the operator rate; payouts withhold it and the payee is told', async () => {
    const received = await call(ctx, operator, 'POST', `/api/admin/tax-submissions/${payee.user.id}/receive`, {
      withholdingRate: '15',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ residencyCountry: 'DE', taxForm: 'W-8BEN', withholdingRate: '15.00' });
    const again = await call(ctx, operator, 'POST', `/api/admin/tax-submissions/${payee.user.id}/receive`, {
      withholdingRate: '0',
    });
    expect(again.statusCode).toBe(409);
    expect((await call(ctx, payee, 'GET', '/api/profile/tax')).json()).toMatchObject({
      profile: { residencyCountry: 'DE', taxForm: 'W-8BEN', withholdingRate: '15.00' },
      submission: { status: 'received' },
    });
    expect(await titlesOf(payee.user.id)).toContain(
      'Your W-8BEN tax form was reviewed (W-8BEN (person outside the US), DE). Payouts you request from now on withhold 15.00 % tax.',
    );
    expect((await call(ctx, operator, 'GET', '/api/admin/tax-submissions')).json().total).toBe(0);

    await creditEarnings(ctx.deps.db, payee.user.id, 200_000_000n, ctx.clock.now());
    const methodId = await connectBankAndWait(ctx, payee);
    const quote = await call(ctx, payee, 'POST', '/api/portal/wallet/withdrawals/quote', { methodId, amount: '100' });
    expect(quote.json()).toMatchObject({ amount: '100.00', fee: '2.00', withheld: '15.00', net: '83.00' });
  });

  it('a new submission replaces the last one for review, and both forms stay among the documents', async () => {
    const sent = await submitTax(
      ctx,
      payee,
      { residencyCountry: 'AT', taxForm: 'W-8BEN-E' },
      { name: 'label.png', content: PNG_HEAD },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      // The operator's profile stays until they review the new form.
      profile: { residencyCountry: 'DE', taxForm: 'W-8BEN', withholdingRate: '15.00' },
      submission: { residencyCountry: 'AT', taxForm: 'W-8BEN-E', documentType: 'image/png', status: 'submitted' },
    });
    // Both forms stay on record among the payee's documents; the operator reads the new one.
    const documents = (await call(ctx, payee, 'GET', '/api/profile/documents')).json().documents;
    expect(documents.map((row: { kind: string; title: string }) => [row.kind, row.title])).toEqual([
      ['tax-form', 'W-8BEN-E tax form (AT)'],
      ['tax-form', 'W-8BEN tax form (DE)'],
    ]);
    const document = await call(ctx, operator, 'GET', `/api/admin/tax-submissions/${payee.user.id}/document`);
    expect(document.headers['content-type']).toBe('image/png');
    const none = await submitTax(ctx, other, { residencyCountry: 'FR', taxForm: 'none' });
    expect(none.json().submission).toMatchObject({ taxForm: 'none', documentName: null, status: 'submitted' });
  });
});
