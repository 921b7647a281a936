import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { SxProps, Theme } from '@mui/material/styles';
import { DateInput } from './date-input.js';

interface FormDateInputProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  type?: 'date' | 'month';
  max?: string;
  helperText?: string;
  fullWidth?: boolean;
  /** An empty field is left out (undefined), as a contract's optional field expects. */
  optional?: boolean;
  /** Told after each change, for what the form's values do not hold (a result to forget). */
  onValueChange?: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** A native date or month input bound to react-hook-form: the field's error replaces the helper text. */
export function FormDateInput<T extends FieldValues, TOut>({
  control,
  name,
  helperText,
  optional = false,
  onValueChange,
  ...props
}: FormDateInputProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          {...props}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            field.onChange(optional && value === '' ? undefined : value);
            onValueChange?.(value);
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
