import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** One choice of a few, bound to react-hook-form: every option in sight, the field's error under them. */
export function FormRadioGroup<T extends FieldValues, TOut>({
  control,
  name,
  label,
  options,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error} component="fieldset">
          <FormLabel id={id} component="legend" required>
            {label}
          </FormLabel>
          <RadioGroup
            aria-labelledby={id}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={
                  <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} onBlur={field.onBlur} />
                }
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
