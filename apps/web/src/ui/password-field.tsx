import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.js';

/** A password field with a show/hide toggle that keyboard and screen-reader users can reach. */
export function PasswordField<T extends FieldValues, TOut>(props: FormTextFieldProps<T, TOut>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            // Not "Show password": a label containing the field's name would make getByLabel ambiguous.
            aria-label={isVisible ? 'Hide characters' : 'Show characters'}
            aria-pressed={isVisible}
            onClick={() => setVisible((value) => !value)}
            edge="end"
            size="small"
          >
            {isVisible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
