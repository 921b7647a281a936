import { and, eq } from 'drizzle-orm';
import {
  BLOCKED_DEAL_TYPES,
  type BlocklistPayload,
  type BlocklistPlatform,
  blockedStoreIds,
  isBlockActiveOn,
} from '@liner/domain';
import type { DbExecutor } from '../../../platform/db.js';
import { programmeSubmissions } from '../tables.js';

/** What an account's approved blocklist withholds from one release's deliveries on one day. */
export interface ReleaseBlocks {
  /** The blocked platforms, each once. */
  platforms: BlocklistPlatform[];
  /** The delivery stores whose UGC deals are withheld. */
  storeIds: string[];
  /** The deal types withheld at those stores. */
  dealTypes: readonly string[];
}

/**
 * The blocks in force for a release on `day`: the account's approved blocklist entries naming this
 * release or all releases, whose period holds the day. The delivery area reads it when it builds a
 * store's message, so a block changes what the next delivery to those stores carries.
 */
export async function releaseBlocks(
  db: DbExecutor,
  input: { accountId: number; releaseId: number; day: string },
): Promise<ReleaseBlocks> {
  const rows = await db
    .select({ payload: programmeSubmissions.payload })
    .from(programmeSubmissions)
    .where(
      and(
        eq(programmeSubmissions.programme, 'blocklist'),
        eq(programmeSubmissions.accountId, input.accountId),
        eq(programmeSubmissions.state, 'approved'),
      ),
    );
  const platforms = new Set<BlocklistPlatform>();
  for (const { payload } of rows) {
    const entry = payload as BlocklistPayload;
    const covers = entry.release_id === null || entry.release_id === input.releaseId;
    if (covers && isBlockActiveOn({ startDate: entry.start_date, endDate: entry.end_date }, input.day))
      platforms.add(entry.platform);
  }
  const blocked = [...platforms];
  return { platforms: blocked, storeIds: blockedStoreIds(blocked), dealTypes: BLOCKED_DEAL_TYPES };
}
