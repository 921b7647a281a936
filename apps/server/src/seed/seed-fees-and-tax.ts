import { grantSubscription, setPlanDistributionFee } from '../modules/subscriptions/index.js';
import { receiveTaxForm, setTaxProfile, submitTaxInformation } from '../modules/payouts/index.js';
import type { DemoContext } from './demo-context.js';
import { labelGrantEnd } from './seed-billing.js';

/** The label plan's distribution fee and its grant (set before the statements, so they show the fee). */
export const DEMO_LABEL_PLAN_FEE_BASIS_POINTS = 1000;

/** A one-page PDF standing in for a signed form (its first bytes are what the upload checks). */
function demoFormPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title} - signed demo copy) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n` +
      `4 0 obj << /Length ${text.length} >> stream\n${text}\nendstream endobj\n` +
      `5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/**
 * Deals and taxes: the label is on the label plan (granted by the operator until it started
 * paying by card, see seed-billing.ts), which keeps a 10 % distribution fee. The
 * artist sent a W-9 that the operator received (no withholding). The Swedish label's profile
 * was set by the operator long ago (W-8BEN, 30 % withheld); three days ago it sent a W-8BEN-E
 * of its own, which waits on the fees and tax desk ("submitted, under review").
 */
export async function seedFeesAndTax(ctx: DemoContext): Promise<void> {
  const { artist, label, operator } = ctx.accounts;
  ctx.clock.setDaysAgo(400);
  await grantSubscription(ctx.deps, {
    userId: label.id,
    grantedBy: operator.id,
    plan: 'label',
    endsAt: labelGrantEnd(ctx),
  });
  await setPlanDistributionFee(ctx.deps, operator.id, { plan: 'label', rate: DEMO_LABEL_PLAN_FEE_BASIS_POINTS });
  await submitTaxInformation(ctx.deps, artist.id, {
    fields: { residencyCountry: 'US', taxForm: 'W-9' },
    document: { fileName: 'w9-nova-reyes-signed.pdf', content: demoFormPdf('Form W-9') },
  });
  ctx.clock.setDaysAgo(399);
  await receiveTaxForm(ctx.deps, operator.id, { userId: artist.id, withholdingRate: 0 });
  await setTaxProfile(ctx.deps, operator.id, {
    userId: label.id,
    residencyCountry: 'SE',
    taxForm: 'W-8BEN',
    withholdingRate: 3000,
  });
  ctx.clock.setDaysAgo(3);
  await submitTaxInformation(ctx.deps, label.id, {
    fields: { residencyCountry: 'SE', taxForm: 'W-8BEN-E' },
    document: { fileName: 'w8ben-e-northbound-records.pdf', content: demoFormPdf('Form W-8BEN-E') },
  });
}
