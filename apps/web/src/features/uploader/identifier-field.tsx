import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessages } from '../../ui/server-errors.js';

interface IdentifierFieldProps {
  /** "UPC" or "ISRC". */
  name: string;
  id: string;
  own: boolean;
  code: string;
  onChange(next: { own: boolean; code: string }): void;
  /** The server's validate call (validate/upc, validate/isrc): resolves with the normalised code. */
  validate(code: string): Promise<{ value: string }>;
  error?: string;
}

type Check = { kind: 'idle' } | { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; message: string };

/** Own code (checked by the server on blur or on demand) or "assign one for me" at publish. */
export function IdentifierField({ name, id, own, code, onChange, validate, error }: IdentifierFieldProps) {
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  const run = async () => {
    if (!code.trim()) return;
    setCheck({ kind: 'checking' });
    try {
      const answer = await validate(code.trim());
      setCheck({ kind: 'valid' });
      if (answer.value !== code) onChange({ own: true, code: answer.value });
    } catch (failure) {
      setCheck({ kind: 'invalid', message: errorMessages(failure).join(' ') });
    }
  };
  const message = check.kind === 'invalid' ? check.message : error;
  return (
    <Stack spacing={1}>
      <RadioGroup
        row
        value={own ? 'own' : 'assign'}
        aria-label={`${name} code`}
        onChange={(event) => {
          setCheck({ kind: 'idle' });
          onChange({ own: event.target.value === 'own', code });
        }}
      >
        <FormControlLabel value="assign" control={<Radio />} label={`Assign a ${name} for me`} />
        <FormControlLabel value="own" control={<Radio />} label={`I have my own ${name}`} />
      </RadioGroup>
      {own && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id={id}
            label={name}
            value={code}
            size="small"
            fullWidth
            onChange={(event) => {
              setCheck({ kind: 'idle' });
              onChange({ own: true, code: event.target.value });
            }}
            onBlur={() => void run()}
            error={!!message}
            color={check.kind === 'valid' ? 'success' : undefined}
            helperText={message ?? (check.kind === 'valid' ? `This ${name} is valid` : ' ')}
          />
          <Button
            variant="outlined"
            loading={check.kind === 'checking'}
            onClick={() => void run()}
            sx={{ flexShrink: 0 }}
          >{`Check ${name}`}</Button>
        </Stack>
      )}
    </Stack>
  );
}
