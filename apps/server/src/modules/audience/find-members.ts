import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  AUDIENCE_FIND_ALL_LIMIT,
  type AudienceFansPage,
  type AudienceFindAllResponse,
  type AudienceMemberType,
  type AudiencePageQuery,
  audienceServiceOf,
  countryCodeOf,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/page-of.js';
import { containsPattern } from '../releases/index.js';
import { presentMember } from './present-member.js';
import { audienceMembers } from './tables.js';

/**
 * The members of the account a search matches: a part of the name or the e-mail address, or a
 * country or platform named in full ("Germany", "DE", "Spotify"). An empty search matches all.
 */
function matching(accountId: number, search: string, type?: AudienceMemberType): SQL | undefined {
  const scope = and(eq(audienceMembers.accountId, accountId), type ? eq(audienceMembers.type, type) : undefined);
  const term = search.trim();
  if (!term) return scope;
  const pattern = containsPattern(term);
  const country = countryCodeOf(term);
  const service = audienceServiceOf(term);
  return and(
    scope,
    or(
      ilike(audienceMembers.name, pattern),
      ilike(audienceMembers.email, pattern),
      country ? eq(audienceMembers.countryCode, country) : undefined,
      service ? eq(audienceMembers.service, service) : undefined,
    ),
  );
}

/** findAll/{q}: every member a search matches (of one type if asked), platform members first, up to the limit. */
export async function findAllMembers(
  deps: AppDeps,
  accountId: number,
  search: string,
  type?: AudienceMemberType,
): Promise<AudienceFindAllResponse> {
  const where = matching(accountId, search, type);
  const [{ total }] = await deps.db.select({ total: count() }).from(audienceMembers).where(where);
  const rows = await deps.db
    .select()
    .from(audienceMembers)
    .where(where)
    .orderBy(desc(audienceMembers.type), asc(audienceMembers.id))
    .limit(AUDIENCE_FIND_ALL_LIMIT);
  return { data: rows.map(presentMember), total };
}

/** find/fans/{q}: one page of the custom fans a search matches, newest first. */
export async function findFansPage(
  deps: AppDeps,
  accountId: number,
  search: string,
  page: AudiencePageQuery,
): Promise<AudienceFansPage> {
  const where = matching(accountId, search, 'custom');
  const [{ total }] = await deps.db.select({ total: count() }).from(audienceMembers).where(where);
  const rows = await deps.db
    .select()
    .from(audienceMembers)
    .where(where)
    .orderBy(desc(audienceMembers.createdAt), desc(audienceMembers.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(rows.map(presentMember), total, page);
}
