import type { DbExecutor } from '../../platform/db.js';
import { findUserEmails } from '../auth/index.js';

/** Adds each payout row's account e-mail (asked of auth once for the whole list), keeping the order. */
export async function withUserEmails<Row extends { request: { userId: number } }>(
  db: DbExecutor,
  rows: Row[],
): Promise<(Row & { email: string })[]> {
  const emails = await findUserEmails(
    db,
    rows.map((row) => row.request.userId),
  );
  // Every payout request belongs to an account (a foreign key): the e-mail is always there.
  return rows.map((row) => ({ ...row, email: emails.get(row.request.userId) ?? '' }));
}
