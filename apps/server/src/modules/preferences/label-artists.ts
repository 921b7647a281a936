import { and, count, desc, eq } from 'drizzle-orm';
import { LABEL_ONLY, type ArtistPreferences, type LabelArtistSubmitRequest, type Paginated } from '@liner/domain';
import type { Actor } from '../../platform/request-auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { preferenceValues, presentPreferences } from './save-artist-preferences.js';
import { artistPreferences } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

export const LABEL_ARTISTS_PER_PAGE = 10;
const notFound = () => new AppError('NOT_FOUND', { message: 'Artist not found' });

/** The label roster exists on label accounts only; answers the account whose roster it is. */
export function requireLabel(actor: Actor): number {
  if (actor.account.type !== 'label') throw new AppError('FORBIDDEN', { message: LABEL_ONLY });
  return actor.accountId;
}

/** Only the label's own artists: another account's id answers 404, as if it did not exist. */
const ownedBy = (userId: number, id: number) =>
  and(eq(artistPreferences.id, id), eq(artistPreferences.userId, userId), eq(artistPreferences.isLabelArtist, true));

export async function listLabelArtists(
  deps: AppDeps,
  userId: number,
  page: number,
): Promise<Paginated<ArtistPreferences>> {
  const mine = and(eq(artistPreferences.userId, userId), eq(artistPreferences.isLabelArtist, true));
  const [{ total }] = await deps.db.select({ total: count() }).from(artistPreferences).where(mine);
  const rows = await deps.db
    .select()
    .from(artistPreferences)
    .where(mine)
    .orderBy(desc(artistPreferences.updatedAt), desc(artistPreferences.id))
    .limit(LABEL_ARTISTS_PER_PAGE)
    .offset((page - 1) * LABEL_ARTISTS_PER_PAGE);
  return pageOf(rows.map(presentPreferences), total, { page, per_page: LABEL_ARTISTS_PER_PAGE });
}

export async function getLabelArtist(deps: AppDeps, userId: number, id: number): Promise<ArtistPreferences> {
  const [row] = await deps.db.select().from(artistPreferences).where(ownedBy(userId, id));
  if (!row) throw notFound();
  return presentPreferences(row);
}

/** Creates an artist, or updates one when `id` is given. */
export async function submitLabelArtist(
  deps: AppDeps,
  userId: number,
  input: LabelArtistSubmitRequest,
): Promise<ArtistPreferences> {
  const values = { ...preferenceValues(input), updatedAt: deps.clock.now() };
  if (input.id === undefined) {
    const [row] = await deps.db
      .insert(artistPreferences)
      .values({ userId, isLabelArtist: true, ...values })
      .returning();
    return presentPreferences(row);
  }
  const [row] = await deps.db.update(artistPreferences).set(values).where(ownedBy(userId, input.id)).returning();
  if (!row) throw notFound();
  return presentPreferences(row);
}

export async function removeLabelArtist(deps: AppDeps, userId: number, id: number): Promise<void> {
  const removed = await deps.db
    .delete(artistPreferences)
    .where(ownedBy(userId, id))
    .returning({ id: artistPreferences.id });
  if (removed.length === 0) throw notFound();
}
