import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  type?: 'date' | 'month';
  size?: 'small' | 'medium';
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A native date or month input. Its label always sits above the field: the browser draws its
 * own "mm/dd/yyyy" placeholder, which a resting label would cover.
 */
export function DateInput({
  label,
  value,
  onChange,
  type = 'date',
  size,
  min,
  max,
  error,
  helperText,
  fullWidth,
  sx,
}: Props) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" size={size} error={error} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        notched
        value={value}
        onChange={onChange}
        inputProps={{ min, max }}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
