import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input.js';

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** An empty field is left out (undefined), as a contract's optional field expects. */
  optional?: boolean;
};

/** A text input bound to react-hook-form: the field's error message replaces the helper text. */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  helperText,
  optional = false,
  ...props
}: FormTextFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(optional && event.target.value === '' ? undefined : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={props.disabled ?? field.disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
