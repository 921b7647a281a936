import { isPlaceholderCode, type PlaceholderCodeKind } from '@liner/domain';

/** A code as shown to people, marked when it comes from a placeholder range (test messages only). */
export function codeWithPlaceholderNote(kind: PlaceholderCodeKind, code: string): string {
  return isPlaceholderCode(kind, code) ? `${code} (placeholder)` : code;
}
