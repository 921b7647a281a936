import { useId } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';

interface PhotoInputProps {
  label: string;
  hint: string;
  file: File | undefined;
  error: string | undefined;
  disabled?: boolean;
  onChange(file: File | undefined): void;
}

/** One photo of the submission: a labelled file input shown as a button, the chosen file's name, its error. */
export function PhotoInput({ label, hint, file, error, disabled, onChange }: PhotoInputProps) {
  const inputId = useId();
  const helpId = useId();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<AddAPhotoOutlined />}
          disabled={disabled}
          sx={{ flexShrink: 0 }}
        >
          {file ? 'Change' : 'Choose photo'}
          <input
            id={inputId}
            type="file"
            hidden
            accept="image/jpeg,image/png"
            aria-describedby={helpId}
            aria-invalid={Boolean(error)}
            onChange={(event) => onChange(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          {file ? file.name : 'No photo chosen'}
        </Typography>
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? hint}
      </FormHelperText>
    </Stack>
  );
}
