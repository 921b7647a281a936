/**
 * Outcome of checking an identifier typed by a person: the normalised value, or one message
 * that says exactly what is wrong, written so it can be shown next to the field.
 */
export type IdentifierCheck = { ok: true; value: string } | { ok: false; error: string };

export function valid(value: string): IdentifierCheck {
  return { ok: true, value };
}

export function invalid(error: string): IdentifierCheck {
  return { ok: false, error };
}

/** Removes the separators people type or paste around codes: spaces, hyphens, dots. */
export function stripSeparators(input: string): string {
  return input.trim().replace(/[\s\-.\u2010-\u2015]/g, '');
}
