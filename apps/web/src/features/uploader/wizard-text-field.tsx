import { Controller, type Control, type FieldPath } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { fieldElementId } from './submission-check.js';
import type { WizardForm } from './wizard-form.js';

type WizardTextFieldProps = Omit<
  TextFieldProps,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'defaultValue'
> & {
  control: Control<WizardForm>;
  name: FieldPath<WizardForm>;
  /** The message to show under the field: a pre-submission problem or the contract's. */
  errorOf(field: string): string | undefined;
  /** A null stored value shows as an empty input, and an emptied input is stored as null (dates, times). */
  nullWhenEmpty?: boolean;
};

/**
 * A wizard input bound to react-hook-form. Its id is the field's, so a problem link can focus it;
 * the helper line keeps its height (' ') so the layout does not jump when a message appears.
 */
export function WizardTextField({
  control,
  name,
  errorOf,
  nullWhenEmpty = false,
  helperText = ' ',
  ...props
}: WizardTextFieldProps) {
  const message = errorOf(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...props}
          id={fieldElementId(name)}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) => field.onChange(nullWhenEmpty && event.target.value === '' ? null : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!message}
          helperText={message ?? helperText}
        />
      )}
    />
  );
}
