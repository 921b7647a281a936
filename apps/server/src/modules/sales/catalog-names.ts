/**
 * Titles and codes of the user's releases and tracks for the sales screens, read from the
 * releases area's tables; a release or track of another user is not found (404 upstream).
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, queryRows } from '../../platform/sql-arrays.js';

export interface CatalogItem {
  id: number;
  name: string;
  code: string | null;
  releaseId: number;
}

export async function ownedRelease(db: DbExecutor, userId: number, releaseId: number): Promise<CatalogItem | null> {
  const [row] = await queryRows<{ id: number; title: string; upc: string | null }>(
    db,
    sql`SELECT id, title, upc FROM releases WHERE id = ${releaseId} AND user_id = ${userId}`,
  );
  return row ? { id: Number(row.id), name: row.title, code: row.upc, releaseId: Number(row.id) } : null;
}

export async function ownedTrack(db: DbExecutor, userId: number, trackId: number): Promise<CatalogItem | null> {
  const [row] = await queryRows<{ id: number; title: string; isrc: string | null; release_id: number }>(
    db,
    sql`
    SELECT t.id, t.title, t.isrc, t.release_id FROM tracks t JOIN releases r ON r.id = t.release_id
    WHERE t.id = ${trackId} AND r.user_id = ${userId}`,
  );
  return row ? { id: Number(row.id), name: row.title, code: row.isrc, releaseId: Number(row.release_id) } : null;
}

type Lookup = (id: number | null, key: string) => { name: string; code: string | null };

/** Names for the rows of a page (ids of matched lines; a since-deleted item shows its id). */
export async function releaseNames(db: DbExecutor, ids: number[]): Promise<Lookup> {
  const rows =
    ids.length === 0
      ? []
      : await queryRows<{ id: number; title: string; upc: string | null }>(
          db,
          sql`SELECT id, title, upc FROM releases WHERE id = ANY(${numberArray(ids)}::int[])`,
        );
  const map = new Map(rows.map((r) => [Number(r.id), r]));
  return (id) => ({ name: map.get(id ?? 0)?.title ?? `Release ${id}`, code: map.get(id ?? 0)?.upc ?? null });
}

export async function trackNames(db: DbExecutor, ids: number[]): Promise<Lookup> {
  const rows =
    ids.length === 0
      ? []
      : await queryRows<{ id: number; title: string; isrc: string | null }>(
          db,
          sql`SELECT id, title, isrc FROM tracks WHERE id = ANY(${numberArray(ids)}::int[])`,
        );
  const map = new Map(rows.map((r) => [Number(r.id), r]));
  return (id) => ({ name: map.get(id ?? 0)?.title ?? `Track ${id}`, code: map.get(id ?? 0)?.isrc ?? null });
}

export async function keyNames(): Promise<Lookup> {
  return (_id, key) => ({ name: key, code: null });
}
