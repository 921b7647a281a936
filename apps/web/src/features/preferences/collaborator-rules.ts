import { COLLABORATOR_MESSAGES, collaboratorNameKey, type Collaborator } from '@liner/domain';

export interface CollaboratorRow {
  key: string;
  name: string;
  type: '' | Collaborator['type'];
}

export interface CollaboratorRowErrors {
  name?: string;
  type?: string;
}

export interface CollaboratorCheck {
  rows: CollaboratorRowErrors[];
  /** While names repeat the add button stays disabled. */
  hasDuplicates: boolean;
  /** A message for the whole editor ("Please fill out the collaborator name"). */
  formError: string | null;
  isValid: boolean;
}

/**
 * Collaborator rules for new rows: a type ("Select artist type"), a name ("Name of
 * the artist is required") that no other collaborator, saved or new, already has ("Same Artist
 * name cannot be used"); with no named row at all, "Please fill out the collaborator name".
 * `touched` rows show their missing-value messages; duplicates show at once.
 */
export function checkCollaboratorRows(
  rows: readonly CollaboratorRow[],
  existing: readonly Pick<Collaborator, 'name'>[],
  touched: boolean,
): CollaboratorCheck {
  const taken = new Set(existing.map((row) => collaboratorNameKey(row.name)));
  const seen = new Set<string>();
  let hasDuplicates = false;
  const errors = rows.map((row): CollaboratorRowErrors => {
    const errorsOfRow: CollaboratorRowErrors = {};
    const key = collaboratorNameKey(row.name);
    if (key && (taken.has(key) || seen.has(key))) {
      errorsOfRow.name = COLLABORATOR_MESSAGES.duplicateName;
      hasDuplicates = true;
    } else if (!key && touched) {
      errorsOfRow.name = COLLABORATOR_MESSAGES.nameRequired;
    }
    if (key) seen.add(key);
    if (!row.type && touched) errorsOfRow.type = COLLABORATOR_MESSAGES.typeRequired;
    return errorsOfRow;
  });
  const anyNamed = rows.some((row) => row.name.trim() !== '');
  const formError = touched && !anyNamed ? COLLABORATOR_MESSAGES.noName : null;
  const complete = rows.every((row) => row.name.trim() && row.type);
  return { rows: errors, hasDuplicates, formError, isValid: anyNamed && complete && !hasDuplicates };
}

/** An edit of a saved collaborator: its new name may not be another collaborator's. */
export function checkCollaboratorRename(
  id: number,
  name: string,
  all: readonly Pick<Collaborator, 'id' | 'name'>[],
): string | null {
  const key = collaboratorNameKey(name);
  if (!key) return COLLABORATOR_MESSAGES.nameRequired;
  return all.some((row) => row.id !== id && collaboratorNameKey(row.name) === key)
    ? COLLABORATOR_MESSAGES.duplicateName
    : null;
}
