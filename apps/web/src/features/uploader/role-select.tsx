import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface RoleSelectProps {
  id: string;
  label: string;
  options: readonly string[];
  value: string[];
  onChange(roles: string[]): void;
  error?: string;
}

const labelOf = (role: string) => role.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());

/** A multiple-choice role list (roles are sent joined with ";"). Roles outside the list are kept. */
export function RoleSelect({ id, label, options, value, onChange, error }: RoleSelectProps) {
  const all = [...options, ...value.filter((role) => !options.includes(role))];
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      sx={{ minWidth: 170 }}
      error={!!error}
      helperText={error ?? ' '}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map(labelOf).join(', '),
          onChange: (event) =>
            onChange(
              typeof event.target.value === 'string' ? event.target.value.split(',') : (event.target.value as string[]),
            ),
        },
      }}
    >
      {all.map((role) => (
        <MenuItem key={role} value={role}>
          <Checkbox size="small" checked={value.includes(role)} tabIndex={-1} disableRipple />
          <ListItemText primary={labelOf(role)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
