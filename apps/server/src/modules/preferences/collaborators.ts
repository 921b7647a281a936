import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  COLLABORATOR_MESSAGES,
  collaboratorNameKey,
  type AddCollaboratorsRequest,
  type Collaborator,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { artistCollaborators } from './tables.js';

type Row = typeof artistCollaborators.$inferSelect;
const present = (row: Row): Collaborator => ({ id: row.id, name: row.name, type: row.type, isDefault: row.isDefault });

export async function listCollaborators(deps: AppDeps, userId: number): Promise<Collaborator[]> {
  const rows = await deps.db
    .select()
    .from(artistCollaborators)
    .where(eq(artistCollaborators.userId, userId))
    .orderBy(desc(artistCollaborators.isDefault), asc(artistCollaborators.id));
  return rows.map(present);
}

/** The account's own artist name, kept in step with its preferences; it cannot be edited or removed by hand. */
export async function ensureDefaultCollaborator(tx: DbExecutor, userId: number, artistName: string): Promise<void> {
  const nameKey = collaboratorNameKey(artistName);
  // A hand-added collaborator of the same name becomes the default one rather than a duplicate.
  await tx
    .delete(artistCollaborators)
    .where(and(eq(artistCollaborators.userId, userId), eq(artistCollaborators.isDefault, true)));
  await tx
    .insert(artistCollaborators)
    .values({ userId, name: artistName.trim(), nameKey, type: 'artist', isDefault: true })
    .onConflictDoUpdate({
      target: [artistCollaborators.userId, artistCollaborators.nameKey],
      set: { isDefault: true, name: artistName.trim(), type: 'artist' },
    });
}

/** Adds several at once; a name already among the account's collaborators answers "Same Artist name cannot be used". */
export async function addCollaborators(
  deps: AppDeps,
  userId: number,
  input: AddCollaboratorsRequest,
): Promise<Collaborator[]> {
  return deps.db.transaction(async (tx: DbExecutor) => {
    const keys = input.collaborators.map((c) => collaboratorNameKey(c.name));
    const taken = new Set(
      (
        await tx
          .select({ nameKey: artistCollaborators.nameKey })
          .from(artistCollaborators)
          .where(and(eq(artistCollaborators.userId, userId), inArray(artistCollaborators.nameKey, keys)))
      ).map((r) => r.nameKey),
    );
    const errors: Record<string, string[]> = {};
    keys.forEach((key, index) => {
      if (taken.has(key)) errors[`collaborators.${index}.name`] = [COLLABORATOR_MESSAGES.duplicateName];
    });
    if (Object.keys(errors).length > 0)
      throw new AppError('VALIDATION', { message: COLLABORATOR_MESSAGES.duplicateName, errors });
    const rows = await tx
      .insert(artistCollaborators)
      .values(input.collaborators.map((c, i) => ({ userId, name: c.name, nameKey: keys[i], type: c.type })))
      .returning();
    return rows.map(present);
  });
}

async function ownEditable(deps: AppDeps, userId: number, id: number): Promise<Row> {
  const [row] = await deps.db
    .select()
    .from(artistCollaborators)
    .where(and(eq(artistCollaborators.id, id), eq(artistCollaborators.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Collaborator not found' });
  if (row.isDefault) throw new AppError('FORBIDDEN', { message: COLLABORATOR_MESSAGES.defaultLocked });
  return row;
}

export async function updateCollaborator(
  deps: AppDeps,
  userId: number,
  input: { id: number; name: string; type: Row['type'] },
): Promise<Collaborator> {
  await ownEditable(deps, userId, input.id);
  const nameKey = collaboratorNameKey(input.name);
  const [clash] = await deps.db
    .select({ id: artistCollaborators.id })
    .from(artistCollaborators)
    .where(and(eq(artistCollaborators.userId, userId), eq(artistCollaborators.nameKey, nameKey)));
  if (clash && clash.id !== input.id) throw fieldError('name', COLLABORATOR_MESSAGES.duplicateName);
  const [row] = await deps.db
    .update(artistCollaborators)
    .set({ name: input.name, nameKey, type: input.type })
    .where(eq(artistCollaborators.id, input.id))
    .returning();
  return present(row);
}

export async function removeCollaborator(deps: AppDeps, userId: number, id: number): Promise<void> {
  await ownEditable(deps, userId, id);
  await deps.db.delete(artistCollaborators).where(eq(artistCollaborators.id, id));
}
