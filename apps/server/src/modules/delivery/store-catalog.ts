import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Store } from '@liner/domain';
import { dealsFromTemplates, type Deal, type Territories } from '@liner/ddex/ern';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { stores, type StoreDealType } from './tables.js';

export type StoreRow = typeof stores.$inferSelect;

export async function listStores(deps: AppDeps): Promise<Store[]> {
  const rows = await deps.db
    .select()
    .from(stores)
    .where(eq(stores.enabled, true))
    .orderBy(asc(stores.sortOrder), asc(stores.id));
  return rows.map(presentStore);
}

export function presentStore(row: StoreRow): Store {
  return {
    id: row.id,
    name: row.name,
    dpid: row.dpid,
    dealTypes: row.dealTypes,
    transport: row.transport.kind,
    needsDpid: row.dpid === null,
    priceCode: row.priceCode,
  };
}

/** The enabled stores among `ids`, in catalog order; unknown or disabled ids are dropped. */
export async function enabledStoreIds(db: DbExecutor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, [...new Set(ids)]), eq(stores.enabled, true)))
    .orderBy(asc(stores.sortOrder), asc(stores.id));
  return rows.map((r) => r.id);
}

/**
 * The deals a store gets: the release's territories times the store's deal types, shaped as
 * DDEX's own samples (dealsFromTemplates: subscription streams with offline listening, ad-supported
 * streams, a sale at the store's price tier, UGC claims). They start on the release date, so an
 * update of a live release keeps its deals' start in the past.
 */
export function dealsForStore(
  store: { dealTypes: StoreDealType[]; priceCode?: string | null },
  territories: Territories,
  releaseDate: string,
): Deal[] {
  return dealsFromTemplates({
    kinds: store.dealTypes,
    territories,
    start: releaseDate,
    priceCode: store.priceCode ?? undefined,
  });
}
