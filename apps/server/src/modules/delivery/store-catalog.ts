import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Store } from '@liner/domain';
import type { Deal, Territories } from '@liner/ddex/ern';
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
 * The deals a store gets: the release's territories times the store's deal types, in the shape
 * of DDEX's own samples (streaming = subscription + ad-supported on-demand and non-interactive
 * streams; download = pay-as-you-go permanent download). They start on the release date, so an
 * update of a live release keeps its deals' start in the past.
 */
export function dealsForStore(dealTypes: StoreDealType[], territories: Territories, releaseDate: string): Deal[] {
  const deals: Deal[] = [];
  if (dealTypes.includes('streaming')) {
    deals.push({
      territories,
      commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel'],
      useTypes: ['OnDemandStream', 'NonInteractiveStream'],
      start: releaseDate,
    });
  }
  if (dealTypes.includes('download')) {
    deals.push({
      territories,
      commercialModels: ['PayAsYouGoModel'],
      useTypes: ['PermanentDownload'],
      start: releaseDate,
    });
  }
  return deals;
}
