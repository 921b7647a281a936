import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../lib/http.js';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** "15 minutes", "40 seconds": the wait a 429 answer asks for, in words. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The messages to show for a failed call: the server's own, plus the wait time on 429. */
export function errorMessages(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [GENERIC_ERROR];
  const messages = error.messages.length > 0 ? [...error.messages] : [GENERIC_ERROR];
  if (error.status === 429) {
    const wait = error.retryAfterSeconds;
    const hasWait = messages.some((message) => /\d/.test(message));
    if (wait && !hasWait) messages.push(`Please try again in ${formatWait(wait)}.`);
    if (!wait && !hasWait) messages.push('Please wait a few minutes and try again.');
  }
  return messages;
}

/**
 * Puts a 422 answer's field messages on the form's fields (the server may add checks that need
 * the database, such as "already taken"). Returns the messages of fields the form does not have.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!(error instanceof HttpError) || error.status !== 422) return errorMessages(error);
  const rest: string[] = [];
  let isFirst = true;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const match = fields.find((name) => name === field);
    if (match) {
      setError(match, { type: 'server', message: messages.join('\n') }, { shouldFocus: isFirst });
      isFirst = false;
    } else {
      rest.push(...messages);
    }
  }
  if (isFirst && rest.length === 0) return errorMessages(error);
  return rest;
}
