import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { formatShare, MAX_TOTAL_BASIS_POINTS, parseShare, type SubmitSplitRequest } from '@liner/domain';
import { FormTextField } from '../../ui/form-text-field.js';
import type { SplitEditorValues } from './split-form.js';

/** The contract's limit on payees in one split. */
export const MAX_PAYEES = 50;

/** Sum of the valid shares in basis points (integers: no float ever adds percentages). */
export function totalBasisPoints(payees: readonly { share: string }[]): number {
  return payees.reduce((sum, payee) => {
    const parsed = parseShare(payee.share);
    return parsed.ok ? sum + parsed.basisPoints : sum;
  }, 0);
}

/** Payees by e-mail and share, with a live total; the owner keeps whatever is not shared. */
export function PayeesEditor({ control }: { control: Control<SplitEditorValues, unknown, SubmitSplitRequest> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'payees' });
  const payees = useWatch({ control, name: 'payees' });
  const { errors } = useFormState({ control, name: 'payees' });
  // A rule about the whole list (the total, at least one payee) sits on the list itself.
  const listError = errors.payees?.root?.message ?? errors.payees?.message;
  const total = totalBasisPoints(payees);
  const over = total > MAX_TOTAL_BASIS_POINTS;
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <Stack
          key={field.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormTextField
            control={control}
            name={`payees.${index}.email`}
            label={`Payee ${index + 1} e-mail`}
            type="email"
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`payees.${index}.share`}
              label={`Payee ${index + 1} share`}
              sx={{ width: { xs: '100%', sm: 170 } }}
              endAdornment={<InputAdornment position="end">%</InputAdornment>}
              inputProps={{ inputMode: 'decimal' }}
            />
            <IconButton aria-label={`Remove payee ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Button
          startIcon={<Add />}
          variant="outlined"
          disabled={fields.length >= MAX_PAYEES}
          onClick={() => append({ email: '', share: '' })}
        >
          Add payee
        </Button>
        <Typography
          role="status"
          aria-live="polite"
          color={over ? 'error' : 'text.primary'}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          Shared: <b>{formatShare(total)}%</b> · You keep:{' '}
          <b>{formatShare(Math.max(0, MAX_TOTAL_BASIS_POINTS - total))}%</b>
        </Typography>
      </Stack>
      {listError && (
        <Typography color="error" variant="body2" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {listError}
        </Typography>
      )}
    </Stack>
  );
}
