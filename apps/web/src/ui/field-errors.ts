import { HttpError } from '../lib/http.js';
import { errorMessages } from './server-errors.js';

/**
 * Splits a failed call into messages for the form's own fields and the rest (shown in an alert),
 * as the settings forms do with react-hook-form, for the small dialogs kept in plain state.
 */
export function splitFieldErrors(
  error: unknown,
  fields: readonly string[],
): { fields: Record<string, string[]>; rest: string[] } {
  if (!(error instanceof HttpError) || error.status !== 422) return { fields: {}, rest: errorMessages(error) };
  const mine: Record<string, string[]> = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) mine[field] = messages;
    else rest.push(...messages);
  }
  if (Object.keys(mine).length === 0 && rest.length === 0) return { fields: {}, rest: errorMessages(error) };
  return { fields: mine, rest };
}
