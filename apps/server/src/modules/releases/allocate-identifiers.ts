import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { buildGtin, buildIsrc, canonicalGtin } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { ensureIdentifierSettings, upcItemCapacity } from './identifier-settings.js';
import { identifierSettings, isrcCounters, releases, tracks } from './tables.js';

export const UPC_RANGE_USED_UP = 'The GS1 range for UPCs is used up; the operator must add a new company prefix';
export const ISRC_RANGE_USED_UP = "This year's ISRC range of the registrant is used up";

// A code typed by hand may sit inside the range; skip it rather than fail. The bound only
// stops a runaway loop on a range filled by hand.
const MAX_SKIPS = 1000;

/**
 * The next ISRC for a registrant prefix in a year. One statement both creates the year's
 * counter and takes a number from it, so two publishes can never read the same value: the
 * row lock of INSERT ... ON CONFLICT DO UPDATE orders them. Run it inside the publish
 * transaction: a rolled back publish gives its number back with it.
 */
export async function allocateIsrc(db: DbExecutor, prefix: string, year: number): Promise<string> {
  for (let attempt = 0; attempt < MAX_SKIPS; attempt += 1) {
    const [row] = await db
      .insert(isrcCounters)
      .values({ prefix, year, nextNumber: 2 })
      .onConflictDoUpdate({
        target: [isrcCounters.prefix, isrcCounters.year],
        set: { nextNumber: sql`${isrcCounters.nextNumber} + 1` },
      })
      .returning({ assigned: sql<number>`${isrcCounters.nextNumber} - 1` });
    const counter = Number(row.assigned);
    if (counter > 99_999)
      throw new AppError('VALIDATION', { message: ISRC_RANGE_USED_UP, errors: { tracks: [ISRC_RANGE_USED_UP] } });
    const isrc = buildIsrc({ registrantPrefix: prefix, year, counter });
    const [taken] = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.isrc, isrc)).limit(1);
    if (!taken) return isrc;
  }
  throw new AppError('VALIDATION', { message: ISRC_RANGE_USED_UP, errors: { tracks: [ISRC_RANGE_USED_UP] } });
}

/** The next UPC-A from the operator's GS1 range: one UPDATE ... RETURNING per code. */
export async function allocateUpc(db: DbExecutor, releaseId: number): Promise<string> {
  await ensureIdentifierSettings(db);
  for (let attempt = 0; attempt < MAX_SKIPS; attempt += 1) {
    const [row] = await db
      .update(identifierSettings)
      .set({ upcNextItem: sql`${identifierSettings.upcNextItem} + 1` })
      .where(and(eq(identifierSettings.id, 1), lt(identifierSettings.upcNextItem, upcItemCapacity)))
      .returning({
        item: sql<number>`${identifierSettings.upcNextItem} - 1`,
        prefix: identifierSettings.upcCompanyPrefix,
      });
    if (!row) break;
    const width = 11 - row.prefix.length;
    const upc = buildGtin(row.prefix + String(row.item).padStart(width, '0'));
    const [taken] = await db
      .select({ id: releases.id })
      .from(releases)
      // Judged on the canonical form: 020000000046 is taken when 0020000000046 was typed.
      .where(and(eq(releases.gtin, canonicalGtin(upc) ?? upc), ne(releases.id, releaseId)))
      .limit(1);
    if (!taken) return upc;
  }
  throw new AppError('VALIDATION', { message: UPC_RANGE_USED_UP, errors: { 'upc.code': [UPC_RANGE_USED_UP] } });
}
