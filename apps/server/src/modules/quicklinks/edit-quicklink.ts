import { eq } from 'drizzle-orm';
import {
  QUICKLINK_SAVED,
  SAME_STORES_REQUIRED,
  type EditQuicklinkRequest,
  type EditStoreLinkRequest,
  type OrderStoreLinksRequest,
  type Quicklink,
  type QuicklinkPlatformId,
  type StoreLink,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { findOwnRelease } from '../releases/index.js';
import { findOwnQuicklink, presentQuicklink, type QuicklinkRow } from './present-quicklink.js';
import { quicklinks } from './tables.js';

type Change = Partial<Pick<QuicklinkRow, 'status' | 'externalId' | 'stores' | 'enabledStores'>>;

/** Reads the user's link, applies `change` to it, saves and answers the new link. */
async function updateQuicklink(
  deps: AppDeps,
  userId: number,
  id: number,
  change: (row: QuicklinkRow) => Change,
): Promise<{ message: string; data: Quicklink }> {
  const row = await findOwnQuicklink(deps.db, userId, id);
  const [updated] = await deps.db
    .update(quicklinks)
    .set({ ...change(row), updatedAt: deps.clock.now() })
    .where(eq(quicklinks.id, id))
    .returning();
  const release = await findOwnRelease(deps.db, userId, updated.releaseId);
  return { message: QUICKLINK_SAVED, data: await presentQuicklink(deps.db, updated, release) };
}

function assertNoRepeats(platforms: string[], field: string): void {
  if (new Set(platforms).size !== platforms.length) throw fieldError(field, SAME_STORES_REQUIRED);
}

/** Status, external id, which stores show, or the whole ordered list at once. */
export async function editQuicklink(deps: AppDeps, userId: number, input: EditQuicklinkRequest) {
  if (input.stores)
    assertNoRepeats(
      input.stores.map((link) => link.platform),
      'stores',
    );
  return updateQuicklink(deps, userId, input.id, (row) => {
    const stores = input.stores ?? row.stores;
    const listed = new Set<string>(stores.map((link) => link.platform));
    // Only stores that are on the link can be enabled; a store removed from the list is no longer enabled.
    const enabled = (input.enabledStores ?? row.enabledStores).filter((platform) => listed.has(platform));
    return {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.external_id !== undefined ? { externalId: input.external_id } : {}),
      stores,
      enabledStores: [...new Set(enabled)],
    };
  });
}

/** Edits a store's URL; a store not on the link yet is added at the front and shown. */
export async function editStoreLink(deps: AppDeps, userId: number, input: EditStoreLinkRequest) {
  return updateQuicklink(deps, userId, input.id, (row) => {
    const present = row.stores.some((link) => link.platform === input.platform);
    const stores: StoreLink[] = present
      ? row.stores.map((link) =>
          link.platform === input.platform ? { platform: link.platform, url: input.url } : link,
        )
      : [{ platform: input.platform, url: input.url }, ...row.stores];
    return { stores, enabledStores: present ? row.enabledStores : [input.platform, ...row.enabledStores] };
  });
}

export async function removeStoreLink(
  deps: AppDeps,
  userId: number,
  input: { id: number; platform: QuicklinkPlatformId },
) {
  return updateQuicklink(deps, userId, input.id, (row) => {
    if (!row.stores.some((link) => link.platform === input.platform))
      throw new AppError('NOT_FOUND', { message: 'This store is not on the link' });
    return {
      stores: row.stores.filter((link) => link.platform !== input.platform),
      enabledStores: row.enabledStores.filter((platform) => platform !== input.platform),
    };
  });
}

/** Sorts the stores: `order` must name every store of the link exactly once. */
export async function orderStoreLinks(deps: AppDeps, userId: number, input: OrderStoreLinksRequest) {
  return updateQuicklink(deps, userId, input.id, (row) => {
    assertNoRepeats(input.order, 'order');
    const byPlatform = new Map(row.stores.map((link) => [link.platform, link]));
    if (input.order.length !== row.stores.length || input.order.some((platform) => !byPlatform.has(platform))) {
      throw fieldError('order', SAME_STORES_REQUIRED);
    }
    return { stores: input.order.map((platform) => byPlatform.get(platform)!) };
  });
}
