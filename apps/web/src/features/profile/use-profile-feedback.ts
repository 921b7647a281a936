import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../../lib/http.js';
import { useToasts } from '../../ui/toasts.js';
import { applyFieldErrors, errorMessages } from '../../ui/server-errors.js';

/**
 * Toasts for the settings forms. A 422 whose messages name the form's fields puts them on those
 * fields; anything else toasts `fallback` (the names and address sections give one) or the
 * server's own message.
 */
export function useProfileFeedback() {
  const toasts = useToasts();
  return {
    success: (message: string) => toasts.push({ message, type: 'success' }),
    failure<T extends FieldValues>(
      error: unknown,
      setError: UseFormSetError<T>,
      fields: readonly Path<T>[],
      fallback?: string,
    ) {
      const namesField =
        error instanceof HttpError &&
        error.status === 422 &&
        Object.keys(error.fieldErrors).some((field) => fields.some((name) => name === field));
      if (namesField) {
        const rest = applyFieldErrors(error, setError, fields);
        if (rest.length > 0) toasts.push({ message: rest.join('\n'), type: 'error' });
        return;
      }
      toasts.push({ message: fallback ?? errorMessages(error).join('\n'), type: 'error' });
    },
  };
}
