import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSession } from '../../app/session.js';
import { useProfileFeedback } from './use-profile-feedback.js';

/**
 * The save of a settings form: send, toast the answer's message, keep the saved values as the
 * form's new defaults and reload the current user; a 422 lands on the form's fields.
 */
export function useSectionSave<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  fields: readonly Path<TIn>[],
  send: (values: TOut) => Promise<{ message: string }>,
) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  return form.handleSubmit(async (values) => {
    try {
      const answer = await send(values);
      feedback.success(answer.message);
      form.reset(form.getValues());
      await refresh();
    } catch (error) {
      feedback.failure(error, form.setError, fields);
    }
  });
}
