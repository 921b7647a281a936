import type { Control, FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import { SUPPORT_CLAIM_LIMITS } from '@liner/domain';
import { FormTextField } from '../../ui/form-text-field.js';

/** Name and e-mail address, as the dispute forms ask them; the code goes to that address. */
export function ContactFields<T extends { name: string; email: string } & FieldValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  // Every form's values have these two fields; react-hook-form's paths cannot say so generically.
  const fields = control as unknown as Control<{ name: string; email: string }, unknown, TOut>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField
        control={fields}
        name="name"
        label="Your full name"
        required
        autoComplete="name"
        inputProps={{ maxLength: SUPPORT_CLAIM_LIMITS.nameMax }}
      />
      <FormTextField
        control={fields}
        name="email"
        label="E-mail address"
        type="email"
        required
        autoComplete="email"
        helperText="We send the code and our answers here."
      />
    </Box>
  );
}
