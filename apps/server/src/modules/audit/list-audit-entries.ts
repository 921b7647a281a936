import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { type AuditPage, DEFAULT_PER_PAGE, resolveDisplayName } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findUsersByIds } from '../auth/index.js';
import { auditEntries } from './tables.js';

function byLine(actorName: string, accountName: string, sameAccount: boolean): string {
  return sameAccount ? `by ${actorName}` : `by ${actorName} for ${accountName}`;
}

/** The account's trail, newest first, a page at a time; `search` matches the action's words. */
export async function listAuditEntries(
  deps: AppDeps,
  accountId: number,
  query: { page: number; search?: string },
): Promise<AuditPage> {
  const perPage = DEFAULT_PER_PAGE;
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(auditEntries.accountId, accountId),
    pattern ? or(ilike(auditEntries.action, pattern), ilike(auditEntries.path, pattern)) : undefined,
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(auditEntries).where(where);
  const rows = await deps.db
    .select()
    .from(auditEntries)
    .where(where)
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(perPage)
    .offset((query.page - 1) * perPage);
  const people = await findUsersByIds(deps.db, [accountId, ...rows.map((row) => row.actorUserId)]);
  const names = new Map(people.map((person) => [person.id, resolveDisplayName(person)]));
  const accountName = names.get(accountId) ?? 'this account';
  return {
    data: rows.map((row) => {
      const actorName = names.get(row.actorUserId) ?? 'a removed account';
      return {
        id: row.id,
        at: row.at.toISOString(),
        actorName,
        accountName,
        byLine: byLine(actorName, accountName, row.actorUserId === accountId),
        action: row.action,
        method: row.method,
        path: row.path,
      };
    }),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
  };
}
