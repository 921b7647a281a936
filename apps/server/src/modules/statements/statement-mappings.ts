/** Saved column mappings for generic CSV layouts; saving a name again replaces that mapping. */
import { asc, sql } from 'drizzle-orm';
import type { StatementMapping, StatementMappingInput } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { statementMappings } from './tables.js';

export async function saveMapping(deps: AppDeps, input: StatementMappingInput): Promise<StatementMapping> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(statementMappings)
    .values({ name: input.name, layout: input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: statementMappings.name, set: { layout: sql`excluded.layout`, updatedAt: now } })
    .returning();
  return { ...row.layout, id: row.id };
}

export async function listMappings(deps: AppDeps): Promise<{ data: StatementMapping[] }> {
  const rows = await deps.db.select().from(statementMappings).orderBy(asc(statementMappings.name));
  return { data: rows.map((r) => ({ ...r.layout, id: r.id })) };
}
