/**
 * sales/splits (the owner's side) and sales/collabs (the payee's side): split money by sale month,
 * read from split_earnings (written by the splits area when earnings post). Pages are newest
 * first and money is summed for the page's rows only, so the cost follows the page size, not the
 * number of splits: two queries for splits, one for collabs.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  formatSalesAmount,
  formatShare,
  normalizeEmail,
  resolveDisplayName,
  type SalesCollabPage,
  type SalesListQuery,
  type SalesSplitPage,
  type SalesSplitPayee,
  type SplitPayeeStatus,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, queryRows } from '../../platform/sql-arrays.js';
import { monthsIn } from './query-sales.js';
import { pageOf } from '../../platform/page-of.js';

interface Head {
  id: number;
  status: string;
  track_id: number;
  track_title: string;
  isrc: string | null;
  release_id: number;
  release_title: string;
  upc: string | null;
  total_rows: string;
}

/** Track and release of a split (the columns Head names), joined on `s`. */
const HEAD_COLUMNS = sql`s.id, s.status, t.id AS track_id, t.title AS track_title, t.isrc, r.id AS release_id, r.title AS release_title, r.upc`;
const HEAD_JOINS = sql`JOIN tracks t ON t.id = s.track_id JOIN releases r ON r.id = t.release_id`;

const refs = (head: Head) => ({
  active: head.status === 'active',
  track: { id: Number(head.track_id), title: head.track_title, isrc: head.isrc },
  release: { id: Number(head.release_id), title: head.release_title, upc: head.upc },
});

/** The page of `data`, its total read from the window count of the first row. */
function pageOfRows<T>(data: T[], rows: { total_rows: string }[], query: SalesListQuery) {
  return pageOf(data, rows.length > 0 ? Number(rows[0].total_rows) : 0, query);
}

const earningsIn = (query: SalesListQuery): SQL => sql.join([sql`true`, ...monthsIn(sql`e.month`, query)], sql` AND `);

/**
 * GET sales/splits: every split of the owner, newest first like the splits screen (none left out
 * for having earned nothing in the range); money is summed for the page's splits only.
 */
export async function salesSplits(db: DbExecutor, ownerUserId: number, query: SalesListQuery): Promise<SalesSplitPage> {
  const page = await queryRows<Head>(
    db,
    sql`
    SELECT ${HEAD_COLUMNS}, count(*) OVER () AS total_rows FROM splits s ${HEAD_JOINS}
    WHERE s.owner_user_id = ${ownerUserId} ORDER BY s.id DESC
    LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
  );
  const payees = await payeesOf(
    db,
    page.map((row) => Number(row.id)),
    query,
  );
  const data = page.map((head) => {
    const { list, paid, held } = payees.get(Number(head.id)) ?? { list: [], paid: 0n, held: 0n };
    return {
      id: Number(head.id),
      ...refs(head),
      total: formatSalesAmount(paid + held),
      paid: formatSalesAmount(paid),
      held: formatSalesAmount(held),
      payees: list,
    };
  });
  return pageOfRows(data, page, query);
}

/**
 * Payees per split: everyone named by the newest version (in its order), then anyone an earlier
 * version paid in the range (share null). Status is their answer on their newest row. Accounts
 * store e-mails lower-cased like payee rows, so the join uses the users' unique e-mail index.
 */
async function payeesOf(
  db: DbExecutor,
  splitIds: number[],
  query: SalesListQuery,
): Promise<Map<number, { list: SalesSplitPayee[]; paid: bigint; held: bigint }>> {
  const result = new Map<number, { list: SalesSplitPayee[]; paid: bigint; held: bigint }>();
  if (splitIds.length === 0) return result;
  const rows = await queryRows<{
    split_id: number;
    email: string;
    current_share: number | null;
    status: SplitPayeeStatus;
    first_id: number;
    paid: string;
    held: string;
    returned: string;
    user_id: number | null;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
    artist_name: string | null;
  }>(
    db,
    sql`
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
    ORDER BY pe.split_id, pe.first_id NULLS LAST, pe.email`,
  );
  for (const row of rows) {
    const split = result.get(Number(row.split_id)) ?? { list: [], paid: 0n, held: 0n };
    const [paid, held, returned] = [BigInt(row.paid), BigInt(row.held), BigInt(row.returned)];
    split.list.push({
      email: row.email,
      name: row.user_id === null ? null : nameOf(row),
      share: row.current_share === null ? null : formatShare(Number(row.current_share)),
      status: row.status,
      paid: formatSalesAmount(paid),
      held: formatSalesAmount(held),
      returned: formatSalesAmount(returned),
    });
    split.paid += paid;
    split.held += held;
    result.set(Number(row.split_id), split);
  }
  return result;
}

/** The display name of a joined users row. */
function nameOf(row: {
  email: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  artist_name: string | null;
}): string {
  return resolveDisplayName({
    email: row.email,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    artistName: row.artist_name,
  });
}

/** GET sales/collabs: every split that names me (by my e-mail) in any version, newest first, with what I got from it. */
export async function salesCollabs(
  db: DbExecutor,
  user: { id: number; email: string; confirmedAt: Date | null },
  query: SalesListQuery,
): Promise<SalesCollabPage> {
  // An unconfirmed address is nobody's payee yet (the splits area binds invitations the same way).
  if (user.confirmedAt === null) return pageOfRows([], [], query);
  const email = normalizeEmail(user.email);
  const page = await queryRows<
    Head & {
      share: number;
      my_status: SplitPayeeStatus;
      received: string;
      held: string;
      owner_id: number;
      email: string;
      display_name: string | null;
      first_name: string | null;
      last_name: string | null;
      artist_name: string | null;
    }
  >(
    db,
    sql`
    WITH mine AS (
      SELECT v.split_id, (array_agg(p.share_basis_points ORDER BY v.version DESC))[1] AS share,
        (array_agg(p.status ORDER BY v.version DESC))[1] AS my_status, array_agg(p.id) AS payee_ids, count(*) OVER () AS total_rows
      FROM split_payees p JOIN split_versions v ON v.id = p.version_id
      WHERE p.email = ${email}
      GROUP BY v.split_id ORDER BY v.split_id DESC
      LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}
    )
    SELECT ${HEAD_COLUMNS}, mine.share, mine.my_status, mine.total_rows,
      coalesce(f.received, 0)::text AS received, coalesce(f.held, 0)::text AS held,
      u.id AS owner_id, u.email, u.display_name, u.first_name, u.last_name, u.artist_name
    FROM mine JOIN splits s ON s.id = mine.split_id ${HEAD_JOINS} JOIN users u ON u.id = s.owner_user_id
    LEFT JOIN LATERAL (
      SELECT sum(e.amount_micros) AS received, sum(e.held_micros) AS held FROM split_earnings e
      WHERE e.payee_id = ANY(mine.payee_ids) AND ${earningsIn(query)}
    ) f ON true
    ORDER BY s.id DESC`,
  );
  const data = page.map((row) => {
    const received = BigInt(row.received);
    const held = BigInt(row.held);
    return {
      id: Number(row.id),
      ...refs(row),
      owner: { id: Number(row.owner_id), name: nameOf(row) },
      share: formatShare(Number(row.share)),
      status: row.my_status,
      total: formatSalesAmount(received + held),
      received: formatSalesAmount(received),
      held: formatSalesAmount(held),
    };
  });
  return pageOfRows(data, page, query);
}
