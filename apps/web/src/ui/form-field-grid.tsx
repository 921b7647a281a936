import type { Control, FieldValues } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { FormTextField, type FormTextFieldProps } from './form-text-field.js';

/** One text field of a form's grid: a bound field's props, and how wide it is beside the others. */
export type GridField<T extends FieldValues> = Omit<FormTextFieldProps<T, unknown>, 'control'> & {
  /** Columns (of twelve) from the small breakpoint up; every field takes the whole row on a phone. */
  span?: 4 | 6 | 12;
};

/** A form's text fields in a responsive grid, each bound to react-hook-form and as wide as its cell. */
export function FormFieldGrid<T extends FieldValues, TOut>({
  control,
  fields,
}: {
  control: Control<T, unknown, TOut>;
  fields: readonly GridField<T>[];
}) {
  return (
    <Grid container spacing={2}>
      {fields.map(({ span = 12, ...field }) => (
        <Grid key={field.name} size={span === 12 ? 12 : { xs: 12, sm: span }}>
          <FormTextField control={control} fullWidth {...field} />
        </Grid>
      ))}
    </Grid>
  );
}
