import { sql, type SQL } from 'drizzle-orm';
import type { AudienceFan, AudienceFanField } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';

/** Each fan field's column and its SQL type (the VALUES list needs the type of its first row). */
const COLUMNS: Record<AudienceFanField, { column: string; type: 'text' | 'integer' | 'boolean' }> = {
  name: { column: 'name', type: 'text' },
  email: { column: 'email', type: 'text' },
  country: { column: 'country_code', type: 'text' },
  service: { column: 'service', type: 'text' },
  subscription_type: { column: 'subscription_type', type: 'text' },
  age: { column: 'age', type: 'integer' },
  followers: { column: 'followers', type: 'integer' },
  image: { column: 'image', type: 'text' },
  facebook: { column: 'facebook', type: 'text' },
  instagram: { column: 'instagram', type: 'text' },
  youtube: { column: 'youtube', type: 'text' },
  x_twitter: { column: 'x_twitter', type: 'text' },
  spotify: { column: 'spotify', type: 'text' },
  blast_email_subscribed: { column: 'blast_email_subscribed', type: 'boolean' },
};

export interface GivenUpdate {
  id: number;
  fan: AudienceFan;
  given: ReadonlySet<AudienceFanField>;
}

const CHUNK = 500;

/**
 * Writes the given fields of known fans: one UPDATE … FROM (VALUES …) per 500 fans that give the
 * same fields (a re-imported file is one group), instead of a statement per fan.
 */
export async function updateGivenFields(db: DbExecutor, updates: GivenUpdate[], now: Date): Promise<void> {
  const groups = new Map<string, GivenUpdate[]>();
  for (const update of updates) {
    const fields = [...update.given].filter((field) => field !== 'email').sort();
    const key = fields.join(',');
    groups.set(key, [...(groups.get(key) ?? []), update]);
  }
  for (const [key, group] of groups) {
    const fields = key ? (key.split(',') as AudienceFanField[]) : [];
    for (let at = 0; at < group.length; at += CHUNK) {
      const chunk = group.slice(at, at + CHUNK);
      const rows = chunk.map(
        (update) =>
          sql`(${sql.join(
            [
              sql`${update.id}::integer`,
              ...fields.map((field) => sql`${update.fan[field] ?? null}::${sql.raw(COLUMNS[field].type)}`),
            ],
            sql`, `,
          )})`,
      );
      const names = sql.raw(['id', ...fields.map((field) => COLUMNS[field].column)].join(', '));
      const sets: SQL[] = [
        ...fields.map((field) => sql.raw(`${COLUMNS[field].column} = v.${COLUMNS[field].column}`)),
        sql`updated_at = ${now}`,
      ];
      await db.execute(
        sql`update audience_members as m set ${sql.join(sets, sql`, `)} from (values ${sql.join(rows, sql`, `)}) as v(${names}) where m.id = v.id`,
      );
    }
  }
}
