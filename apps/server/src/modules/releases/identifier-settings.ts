import { eq, sql } from 'drizzle-orm';
import { type IdentifierSettings, PLACEHOLDER_ISRC_PREFIX, PLACEHOLDER_UPC_COMPANY_PREFIX } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { identifierSettings, isrcRegistrants } from './tables.js';

/**
 * Decision: where codes come from when Liner assigns them.
 * - ISRC: the account's own registrant prefix (isrc_registrants) when it has one, otherwise the
 *   install's default prefix: the distributor registers as ISRC manager and assigns codes for
 *   its artists, as distributors do.
 * - UPC: the operator's GS1 range (company prefix + next item number), check digit computed.
 * A fresh install starts with placeholder ranges (see isPlaceholderCode in @liner/domain): codes
 * from them are marked "placeholder" for good and may only travel in test messages. The operator
 * sets real ranges with PUT /api/admin/identifier-settings before delivering for real.
 */
export const PLACEHOLDER_IDENTIFIER_SETTINGS: IdentifierSettings = {
  defaultIsrcPrefix: PLACEHOLDER_ISRC_PREFIX,
  upcCompanyPrefix: PLACEHOLDER_UPC_COMPANY_PREFIX,
  upcNextItem: 1,
};

const SETTINGS_ROW = 1;

/** Creates the settings row with the placeholders if the install has none yet. */
export async function ensureIdentifierSettings(db: DbExecutor): Promise<void> {
  await db
    .insert(identifierSettings)
    .values({ id: SETTINGS_ROW, ...PLACEHOLDER_IDENTIFIER_SETTINGS })
    .onConflictDoNothing();
}

export async function readIdentifierSettings(db: DbExecutor): Promise<IdentifierSettings> {
  await ensureIdentifierSettings(db);
  const [row] = await db.select().from(identifierSettings).where(eq(identifierSettings.id, SETTINGS_ROW));
  return {
    defaultIsrcPrefix: row.defaultIsrcPrefix,
    upcCompanyPrefix: row.upcCompanyPrefix,
    upcNextItem: row.upcNextItem,
  };
}

export async function updateIdentifierSettings(deps: AppDeps, input: IdentifierSettings): Promise<IdentifierSettings> {
  const values = { ...input, updatedAt: deps.clock.now() };
  await deps.db
    .insert(identifierSettings)
    .values({ id: SETTINGS_ROW, ...values })
    .onConflictDoUpdate({ target: identifierSettings.id, set: values });
  return readIdentifierSettings(deps.db);
}

/** Gives an account its own ISRC registrant prefix (from its national ISRC agency). */
export async function setAccountIsrcPrefix(deps: AppDeps, userId: number, prefix: string): Promise<void> {
  const values = { prefix: prefix.toUpperCase(), updatedAt: deps.clock.now() };
  await deps.db
    .insert(isrcRegistrants)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: isrcRegistrants.userId, set: values });
}

export async function isrcPrefixOf(db: DbExecutor, userId: number): Promise<string> {
  const [own] = await db
    .select({ prefix: isrcRegistrants.prefix })
    .from(isrcRegistrants)
    .where(eq(isrcRegistrants.userId, userId));
  if (own) return own.prefix;
  return (await readIdentifierSettings(db)).defaultIsrcPrefix;
}

export const upcItemCapacity = sql`power(10, 11 - length(${identifierSettings.upcCompanyPrefix}))`;
