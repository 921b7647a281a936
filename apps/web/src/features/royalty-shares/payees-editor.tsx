import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { formatShare, MAX_TOTAL_BASIS_POINTS, parseShare } from '@liner/domain';
import { TextInput } from '../../ui/text-input.js';

export interface PayeeDraft {
  key: number;
  email: string;
  share: string;
}

/** Sum of the valid shares in basis points (integers: no float ever adds percentages). */
export function totalBasisPoints(payees: readonly PayeeDraft[]): number {
  return payees.reduce((sum, payee) => {
    const parsed = parseShare(payee.share);
    return parsed.ok ? sum + parsed.basisPoints : sum;
  }, 0);
}

interface Props {
  payees: PayeeDraft[];
  onChange(payees: PayeeDraft[]): void;
  errors: Record<string, string[]>;
  /** Show field errors only after the first submit attempt or once a field was typed in. */
  showErrors: boolean;
}

/** Payees by e-mail and share, with a live total; the owner keeps whatever is not shared. */
export function PayeesEditor({ payees, onChange, errors, showErrors }: Props) {
  const total = totalBasisPoints(payees);
  const update = (key: number, patch: Partial<PayeeDraft>) =>
    onChange(payees.map((payee) => (payee.key === key ? { ...payee, ...patch } : payee)));
  const over = total > MAX_TOTAL_BASIS_POINTS;
  return (
    <Stack spacing={2}>
      {payees.map((payee, index) => {
        const emailError = showErrors ? errors[`payees.${index}.email`] : undefined;
        const shareError = showErrors ? errors[`payees.${index}.share`] : undefined;
        return (
          <Stack
            key={payee.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextInput
              label={`Payee ${index + 1} e-mail`}
              type="email"
              fullWidth
              value={payee.email}
              onChange={(event) => update(payee.key, { email: event.target.value })}
              error={!!emailError}
              helperText={emailError?.join('\n')}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextInput
                label={`Payee ${index + 1} share`}
                value={payee.share}
                sx={{ width: { xs: '100%', sm: 170 } }}
                endAdornment={<InputAdornment position="end">%</InputAdornment>}
                inputProps={{ inputMode: 'decimal' }}
                onChange={(event) => update(payee.key, { share: event.target.value })}
                error={!!shareError}
                helperText={shareError?.join('\n')}
              />
              <IconButton
                aria-label={`Remove payee ${index + 1}`}
                onClick={() => onChange(payees.filter((item) => item.key !== payee.key))}
                sx={{ mt: 1 }}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          </Stack>
        );
      })}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Button
          startIcon={<Add />}
          variant="outlined"
          disabled={payees.length >= 50}
          onClick={() => onChange([...payees, { key: Date.now() + Math.random(), email: '', share: '' }])}
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
      {showErrors && errors.payees && (
        <Typography color="error" variant="body2" role="alert">
          {errors.payees.join('\n')}
        </Typography>
      )}
    </Stack>
  );
}
