import type { Control, FieldValues } from 'react-hook-form';
import { SUPPORT_LIMITS } from '@liner/domain';
import { FormTextField } from '../../ui/form-text-field.js';

/** The subject and message of a ticket, as the signed-in and the guest forms ask them. */
export function TicketTextFields<T extends { subject: string; description: string } & FieldValues, TOut>({
  control,
  descriptionLabel,
  descriptionHelp,
}: {
  control: Control<T, unknown, TOut>;
  descriptionLabel: string;
  descriptionHelp?: string;
}) {
  // Both forms' values have these two fields; react-hook-form's paths cannot say so generically.
  const fields = control as unknown as Control<{ subject: string; description: string }, unknown, TOut>;
  return (
    <>
      <FormTextField
        control={fields}
        name="subject"
        label="Subject"
        required
        fullWidth
        inputProps={{ maxLength: SUPPORT_LIMITS.subjectMax }}
      />
      <FormTextField
        control={fields}
        name="description"
        label={descriptionLabel}
        helperText={descriptionHelp}
        required
        fullWidth
        multiline
        minRows={6}
      />
    </>
  );
}
