import { and, count, desc, eq } from 'drizzle-orm';
import { paymentPlanLabel, type BillingHistoryResponse, type PageQuery, type PaymentRow } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { pageOf } from '../../platform/page-of.js';
import { payments } from './tables.js';

export function presentPayment(row: typeof payments.$inferSelect): PaymentRow {
  return {
    id: row.id,
    createdAt: (row.paidAt ?? row.createdAt).toISOString(),
    subscriptionId: row.subscriptionId,
    amount: row.amountCents,
    currency: row.currency,
    planName: paymentPlanLabel(row.planId),
    planId: row.planId,
    description: row.description,
    hasInvoice: true,
  };
}

const paidOf = (userId: number) => and(eq(payments.userId, userId), eq(payments.status, 'paid'));

/** GET getBillingHistory: the account's paid charges, newest first (tried and failed ones are not payments). */
export async function billingHistory(db: DbExecutor, userId: number, page: PageQuery): Promise<BillingHistoryResponse> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(paidOf(userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(payments).where(paidOf(userId)),
  ]);
  return pageOf(rows.map(presentPayment), total, page);
}

/** The latest paid charges of an account, for the billing page. */
export async function latestPayments(db: DbExecutor, userId: number, limit: number): Promise<PaymentRow[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(paidOf(userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
  return rows.map(presentPayment);
}

/** One paid charge of the account, or null (another account's, unpaid or unknown). */
export async function findPaidPayment(db: DbExecutor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), paidOf(userId)));
  return row ?? null;
}
