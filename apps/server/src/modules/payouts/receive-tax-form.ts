import { and, eq } from 'drizzle-orm';
import { formatRatePercent, TAX_FORM_LABELS, TAX_INFORMATION_MESSAGES as M, type TaxProfile } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { createNotification } from '../notifications/index.js';
import { payeeTaxProfiles, payeeTaxSubmissions } from './tables.js';
import { findTaxProfile } from './tax-profiles.js';

/**
 * POST admin/tax-submissions/:userId/receive: the operator read the payee's submission, marks
 * the form received and decides the withholding rate. The payee's profile takes the residency
 * and form they sent; payouts requested from then on withhold at the new rate.
 */
export async function receiveTaxForm(
  deps: AppDeps,
  operatorId: number,
  input: { userId: number; withholdingRate: number },
): Promise<TaxProfile> {
  const now = deps.clock.now();
  const received = await deps.db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(payeeTaxSubmissions)
      .where(eq(payeeTaxSubmissions.userId, input.userId))
      .for('update');
    if (!submission) throw new AppError('NOT_FOUND', { message: M.noSubmission });
    if (submission.status !== 'submitted')
      throw new AppError('CONFLICT', { message: 'This tax information was already reviewed' });
    const profile = {
      residencyCountry: submission.residencyCountry,
      taxForm: submission.taxForm,
      withholdingBasisPoints: input.withholdingRate,
      updatedBy: operatorId,
      updatedAt: now,
    };
    await tx
      .insert(payeeTaxProfiles)
      .values({ userId: input.userId, ...profile })
      .onConflictDoUpdate({ target: payeeTaxProfiles.userId, set: profile });
    await tx
      .update(payeeTaxSubmissions)
      .set({ status: 'received', reviewedBy: operatorId, reviewedAt: now })
      .where(and(eq(payeeTaxSubmissions.userId, input.userId), eq(payeeTaxSubmissions.status, 'submitted')));
    return submission;
  });
  const what = received.taxForm === 'none' ? 'Your tax information' : `Your ${received.taxForm} tax form`;
  await createNotification(deps, {
    userId: input.userId,
    title: `${what} was reviewed (${TAX_FORM_LABELS[received.taxForm]}, ${received.residencyCountry}). Payouts you request from now on withhold ${formatRatePercent(input.withholdingRate)} % tax.`,
    type: 'message',
    toast: 'success',
  });
  return findTaxProfile(deps, input.userId);
}
