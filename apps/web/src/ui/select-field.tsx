import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';

/** A labelled select of a few options (value and label strings). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  sx,
  size = 'small',
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
}) {
  const id = useId();
  return (
    <FormControl size={size} sx={{ minWidth: 180, ...sx }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
