import { eq } from 'drizzle-orm';
import {
  AUDIENCE_MESSAGES,
  type AudienceFan,
  type AudienceMember,
  audienceServiceName,
  countryName,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { Actor } from '../../platform/request-auth.js';
import { authorizeFound } from '../../platform/permissions/authorize.js';
import { audienceMembers } from './tables.js';

export type AudienceMemberRow = typeof audienceMembers.$inferSelect;
export type AudienceMemberValues = typeof audienceMembers.$inferInsert;

export function presentMember(row: AudienceMemberRow): AudienceMember {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    country: row.countryCode ? countryName(row.countryCode) : null,
    country_code: row.countryCode,
    service: row.service,
    service_name: audienceServiceName(row.service),
    subscription_type: row.subscriptionType,
    image: row.image,
    followers: row.followers,
    age: row.age,
    facebook: row.facebook,
    instagram: row.instagram,
    youtube: row.youtube,
    x_twitter: row.xTwitter,
    spotify: row.spotify,
    blast_email_subscribed: row.blastEmailSubscribed,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns of a fan as the contract read it (every field, empty ones as null). */
export function fanColumns(fan: AudienceFan) {
  return {
    name: fan.name ?? null,
    email: fan.email,
    countryCode: fan.country ?? null,
    service: fan.service ?? null,
    subscriptionType: fan.subscription_type ?? null,
    image: fan.image ?? null,
    followers: fan.followers ?? null,
    age: fan.age ?? null,
    facebook: fan.facebook ?? null,
    instagram: fan.instagram ?? null,
    youtube: fan.youtube ?? null,
    xTwitter: fan.x_twitter ?? null,
    spotify: fan.spotify ?? null,
    blastEmailSubscribed: fan.blast_email_subscribed,
  } satisfies Partial<AudienceMemberValues>;
}

/** A member the actor may change: another account's id answers 404 as if it did not exist. */
export async function findManageableMember(db: DbExecutor, actor: Actor, id: number): Promise<AudienceMemberRow> {
  const [row] = await db.select().from(audienceMembers).where(eq(audienceMembers.id, id));
  return authorizeFound(actor, 'audience.manage', row, (found) => found.accountId, AUDIENCE_MESSAGES.notFound);
}
