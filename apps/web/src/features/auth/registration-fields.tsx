import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FormTextField } from '../../ui/form-text-field.js';

/** The fields both sign-up forms ask: the account type and the person's names. */
interface RegistrationNameValues extends FieldValues {
  type: 'artist' | 'label';
  firstName: string;
  lastName: string;
}

/**
 * "I am Artist / Label" and the first and last name, bound to a sign-up form (the e-mail one
 * or the Google one); `idPrefix` keeps the toggle's label id unique on the page.
 */
export function RegistrationFields<T extends RegistrationNameValues, TOut>({
  control,
  idPrefix,
}: {
  control: Control<T, unknown, TOut>;
  idPrefix: string;
}) {
  const labelId = `${idPrefix}-account-type-label`;
  return (
    <>
      <FormControl>
        <FormLabel id={labelId} sx={{ mb: 1, fontSize: 14 }}>
          I am
        </FormLabel>
        <Controller
          control={control}
          name={'type' as Path<T>}
          render={({ field }) => (
            <ToggleButtonGroup
              aria-labelledby={labelId}
              exclusive
              fullWidth
              color="primary"
              value={field.value}
              onChange={(_event, value: 'artist' | 'label' | null) => {
                if (value) field.onChange(value);
              }}
            >
              <ToggleButton value="artist">Artist</ToggleButton>
              <ToggleButton value="label">Label</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={'firstName' as Path<T>}
          label="First name"
          autoComplete="given-name"
          fullWidth
        />
        <FormTextField
          control={control}
          name={'lastName' as Path<T>}
          label="Last name"
          autoComplete="family-name"
          fullWidth
        />
      </Stack>
    </>
  );
}
