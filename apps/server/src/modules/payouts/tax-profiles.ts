import { count, eq } from 'drizzle-orm';
import { formatRatePercent, type TaxProfile, type TaxProfilesQuery } from '@liner/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findUserById, findUserEmails } from '../auth/index.js';
import { payeeTaxProfiles } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

type ProfileRow = typeof payeeTaxProfiles.$inferSelect;

function present(row: ProfileRow | null, userId: number, email: string): TaxProfile {
  return {
    userId,
    email,
    residencyCountry: row?.residencyCountry ?? null,
    taxForm: row?.taxForm ?? 'none',
    withholdingRate: formatRatePercent(row?.withholdingBasisPoints ?? 0),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The withholding rate (basis points) of a payee: 0 without a profile. */
export async function withholdingBasisPointsOf(db: DbExecutor, userId: number): Promise<number> {
  const [row] = await db
    .select({ rate: payeeTaxProfiles.withholdingBasisPoints })
    .from(payeeTaxProfiles)
    .where(eq(payeeTaxProfiles.userId, userId));
  return row?.rate ?? 0;
}

/** GET wallet/tax-profile (the payee) and the operator's view of one account. */
export async function findTaxProfile(deps: AppDeps, userId: number): Promise<TaxProfile> {
  const [row] = await deps.db.select().from(payeeTaxProfiles).where(eq(payeeTaxProfiles.userId, userId));
  const emails = await findUserEmails(deps.db, [userId]);
  return present(row ?? null, userId, emails.get(userId) ?? '');
}

/** GET admin/tax-profiles: every recorded profile, by e-mail. */
export async function listTaxProfiles(
  deps: AppDeps,
  query: z.infer<typeof TaxProfilesQuery>,
): Promise<{ data: TaxProfile[]; current_page: number; last_page: number; total: number; per_page: number }> {
  const [{ total }] = await deps.db.select({ total: count() }).from(payeeTaxProfiles);
  const rows = await deps.db
    .select()
    .from(payeeTaxProfiles)
    .orderBy(payeeTaxProfiles.userId)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const emails = await findUserEmails(
    deps.db,
    rows.map((row) => row.userId),
  );
  return pageOf(
    rows.map((row) => present(row, row.userId, emails.get(row.userId) ?? '')),
    total,
    query,
  );
}

/**
 * PUT admin/tax-profiles: the operator records a payee's residency, the form received and the
 * withholding rate. It applies to payouts requested from then on (a request keeps its rate).
 */
export async function setTaxProfile(
  deps: AppDeps,
  adminId: number,
  input: { userId: number; residencyCountry: string; taxForm: ProfileRow['taxForm']; withholdingRate: number },
): Promise<TaxProfile> {
  if (!(await findUserById(deps.db, input.userId))) throw new AppError('NOT_FOUND', { message: 'No such account' });
  const values = {
    residencyCountry: input.residencyCountry,
    taxForm: input.taxForm,
    withholdingBasisPoints: input.withholdingRate,
    updatedBy: adminId,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(payeeTaxProfiles)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: payeeTaxProfiles.userId, set: values });
  return findTaxProfile(deps, input.userId);
}
