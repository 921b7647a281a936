/**
 * sales/splits (the owner's side) and sales/collabs (the payee's side): split money by sale month,
 * read from split_earnings (written by the splits area when earnings post). Each list is one
 * aggregate query for the page plus two small look-ups for its rows, whatever the page size.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  formatSalesAmount, formatShare, normalizeEmail, resolveDisplayName,
  type SalesCollabPage, type SalesListQuery, type SalesSplitPage, type SalesSplitPayee, type SplitPayeeStatus,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, queryRows } from '../statements/sql-arrays.js';
import { monthsIn } from './query-sales.js';

interface Head {
  id: number; status: string; track_id: number; track_title: string; isrc: string | null;
  release_id: number; release_title: string; upc: string | null;
  owner_id: number; email: string; display_name: string | null; first_name: string | null; last_name: string | null; artist_name: string | null;
}

/** Track, release and owner of each split, by split id. */
async function splitHeads(db: DbExecutor, ids: number[]): Promise<Map<number, Head>> {
  const rows = ids.length === 0 ? [] : await queryRows<Head>(db, sql`
    SELECT s.id, s.status, t.id AS track_id, t.title AS track_title, t.isrc, r.id AS release_id, r.title AS release_title, r.upc,
      u.id AS owner_id, u.email, u.display_name, u.first_name, u.last_name, u.artist_name
    FROM splits s JOIN tracks t ON t.id = s.track_id JOIN releases r ON r.id = t.release_id JOIN users u ON u.id = s.owner_user_id
    WHERE s.id = ANY(${numberArray(ids)}::int[])`);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

const refs = (head: Head) => ({
  active: head.status === 'active',
  track: { id: Number(head.track_id), title: head.track_title, isrc: head.isrc },
  release: { id: Number(head.release_id), title: head.release_title, upc: head.upc },
});

function pageOf<T>(data: T[], total: number, query: SalesListQuery) {
  return { data, current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)), total, per_page: query.per_page };
}

const earningsIn = (query: SalesListQuery): SQL => sql.join([sql`true`, ...monthsIn(sql`e.month`, query)], sql` AND `);

/** GET sales/splits: every split of the owner (none left out for having earned nothing in the range). */
export async function salesSplits(db: DbExecutor, ownerUserId: number, query: SalesListQuery): Promise<SalesSplitPage> {
  const page = await queryRows<{ id: number; paid: string; held: string; total_rows: string }>(db, sql`
    SELECT s.id, coalesce(sum(e.amount_micros), 0)::text AS paid, coalesce(sum(e.held_micros), 0)::text AS held, count(*) OVER () AS total_rows
    FROM splits s LEFT JOIN split_earnings e ON e.split_id = s.id AND ${earningsIn(query)}
    WHERE s.owner_user_id = ${ownerUserId}
    GROUP BY s.id ORDER BY coalesce(sum(e.amount_micros + e.held_micros), 0) DESC, s.id DESC
    LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`);
  const ids = page.map((row) => Number(row.id));
  const heads = await splitHeads(db, ids);
  const payees = await payeesOf(db, ids, query);
  const data = page.flatMap((row) => {
    const head = heads.get(Number(row.id));
    if (!head) return [];
    const paid = BigInt(row.paid);
    const held = BigInt(row.held);
    return [{
      id: Number(row.id), ...refs(head), total: formatSalesAmount(paid + held), paid: formatSalesAmount(paid), held: formatSalesAmount(held),
      payees: payees.get(Number(row.id)) ?? [],
    }];
  });
  return pageOf(data, page.length > 0 ? Number(page[0].total_rows) : 0, query);
}

/**
 * Payees per split: everyone named by the newest version (in its order), then anyone an earlier
 * version paid in the range (share null). Status is their answer on their newest row. Accounts
 * store e-mails lower-cased like payee rows, so the join uses the users' unique e-mail index.
 */
async function payeesOf(db: DbExecutor, splitIds: number[], query: SalesListQuery): Promise<Map<number, SalesSplitPayee[]>> {
  const result = new Map<number, SalesSplitPayee[]>();
  if (splitIds.length === 0) return result;
  const rows = await queryRows<{
    split_id: number; email: string; current_share: number | null; status: SplitPayeeStatus; first_id: number;
    paid: string; held: string; returned: string; user_id: number | null; display_name: string | null; first_name: string | null; last_name: string | null; artist_name: string | null;
  }>(db, sql`
    WITH named AS (
      SELECT v.split_id, p.email, p.id, p.status, p.share_basis_points, v.version,
        v.version = max(v.version) OVER (PARTITION BY v.split_id) AS newest
      FROM split_payees p JOIN split_versions v ON v.id = p.version_id
      WHERE v.split_id = ANY(${numberArray(splitIds)}::int[])
    ), figures AS (
      SELECT p.email, e.split_id, sum(e.amount_micros) AS paid, sum(e.held_micros) AS held, sum(e.returned_micros) AS returned
      FROM split_earnings e JOIN split_payees p ON p.id = e.payee_id
      WHERE e.split_id = ANY(${numberArray(splitIds)}::int[]) AND ${earningsIn(query)}
      GROUP BY p.email, e.split_id
    ), people AS (
      SELECT split_id, email, max(share_basis_points) FILTER (WHERE newest) AS current_share, bool_or(newest) AS current,
        (array_agg(status ORDER BY version DESC, id DESC))[1] AS status, min(id) FILTER (WHERE newest) AS first_id
      FROM named GROUP BY split_id, email
    )
    SELECT pe.split_id, pe.email, pe.current_share, pe.status, pe.first_id,
      coalesce(f.paid, 0)::text AS paid, coalesce(f.held, 0)::text AS held, coalesce(f.returned, 0)::text AS returned,
      u.id AS user_id, u.display_name, u.first_name, u.last_name, u.artist_name
    FROM people pe LEFT JOIN figures f ON f.split_id = pe.split_id AND f.email = pe.email
    LEFT JOIN users u ON u.email = pe.email
    WHERE pe.current OR f.email IS NOT NULL
    ORDER BY pe.split_id, pe.first_id NULLS LAST, pe.email`);
  for (const row of rows) {
    const list = result.get(Number(row.split_id)) ?? [];
    list.push({
      email: row.email,
      name: row.user_id === null ? null : nameOf(row),
      share: row.current_share === null ? null : formatShare(Number(row.current_share)),
      status: row.status,
      paid: formatSalesAmount(BigInt(row.paid)), held: formatSalesAmount(BigInt(row.held)), returned: formatSalesAmount(BigInt(row.returned)),
    });
    result.set(Number(row.split_id), list);
  }
  return result;
}

/** The display name of a joined users row. */
function nameOf(row: { email: string; display_name: string | null; first_name: string | null; last_name: string | null; artist_name: string | null }): string {
  return resolveDisplayName({ email: row.email, displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, artistName: row.artist_name });
}

/** GET sales/collabs: every split that names me (by my e-mail) in any version, with what I got from it. */
export async function salesCollabs(db: DbExecutor, user: { id: number; email: string }, query: SalesListQuery): Promise<SalesCollabPage> {
  const email = normalizeEmail(user.email);
  const page = await queryRows<{ split_id: number; share: number; status: SplitPayeeStatus; received: string; held: string; total_rows: string }>(db, sql`
    SELECT v.split_id, (array_agg(p.share_basis_points ORDER BY v.version DESC))[1] AS share, (array_agg(p.status ORDER BY v.version DESC))[1] AS status,
      coalesce(sum(e.amount_micros), 0)::text AS received, coalesce(sum(e.held_micros), 0)::text AS held, count(*) OVER () AS total_rows
    FROM split_payees p JOIN split_versions v ON v.id = p.version_id
    LEFT JOIN split_earnings e ON e.payee_id = p.id AND ${earningsIn(query)}
    WHERE p.email = ${email}
    GROUP BY v.split_id ORDER BY coalesce(sum(e.amount_micros + e.held_micros), 0) DESC, v.split_id DESC
    LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`);
  const heads = await splitHeads(db, page.map((row) => Number(row.split_id)));
  const data = page.flatMap((row) => {
    const head = heads.get(Number(row.split_id));
    if (!head) return [];
    const received = BigInt(row.received);
    const held = BigInt(row.held);
    return [{
      id: Number(row.split_id), ...refs(head),
      owner: { id: Number(head.owner_id), name: nameOf(head) },
      share: formatShare(Number(row.share)), status: row.status,
      total: formatSalesAmount(received + held), received: formatSalesAmount(received), held: formatSalesAmount(held),
    }];
  });
  return pageOf(data, page.length > 0 ? Number(page[0].total_rows) : 0, query);
}
