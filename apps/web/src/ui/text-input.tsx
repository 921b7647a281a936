import { useId, type ChangeEvent, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A labelled outlined text input. Built from FormControl + OutlinedInput instead of MUI's
 * TextField, which always bundles Select, Menu and Modal (~25 KB gzip on the sign-in page).
 */
export interface TextInputProps {
  label: string;
  name?: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur?(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  maxRows?: number;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: ReactNode;
  /** Attributes for the <input> itself (inputMode, pattern, maxLength, ...). */
  inputProps?: OutlinedInputProps['inputProps'];
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
  /** Style of the helper line (e.g. colour for a "name is available" hint). */
  helperTextSx?: SxProps<Theme>;
  /** Announce helper-text changes to screen readers (live availability hints). */
  announceHelperText?: boolean;
}

export function TextInput({
  label,
  helperText,
  helperTextSx,
  announceHelperText,
  error,
  fullWidth,
  required,
  disabled,
  size,
  sx,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={error}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={required ? `${label} *` : label} aria-describedby={helperId} {...input} />
      {helperText ? (
        <FormHelperText
          id={helperId}
          aria-live={announceHelperText ? 'polite' : undefined}
          sx={{ whiteSpace: 'pre-line', ...helperTextSx }}
        >
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
