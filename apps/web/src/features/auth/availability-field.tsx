import { useEffect } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { TextInput } from '../../ui/text-input.js';
import type { z } from 'zod';
import { RegisterRequest } from '@liner/domain';
import { useEmailAvailability, useUsernameAvailability } from './api.js';
import { availabilityHint } from './availability-hint.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';

export type RegisterInput = z.input<typeof RegisterRequest>;

interface AvailabilityFieldProps {
  control: Control<RegisterInput, unknown, RegisterRequest>;
  kind: 'username' | 'email';
  label: string;
  onTakenChange(isTaken: boolean): void;
}

const TEXT = {
  username: {
    takenMessage: 'This username is already taken',
    availableMessage: 'Username is available',
    autoComplete: 'username',
  },
  email: {
    takenMessage: 'An account with this e-mail already exists',
    availableMessage: 'E-mail is available',
    autoComplete: 'email',
  },
} as const;

/** Username or e-mail with a live, debounced availability check shown under the field. */
export function AvailabilityField({ control, kind, label, onTakenChange }: AvailabilityFieldProps) {
  const value = useWatch({ control, name: kind });
  const debounced = useDebouncedValue(value.trim().toLowerCase());
  // Only ask the server about values that pass the same format rules the server applies.
  const isWellFormed = debounced !== '' && RegisterRequest.shape[kind].safeParse(debounced).success;
  const usernameQuery = useUsernameAvailability(debounced, kind === 'username' && isWellFormed);
  const emailQuery = useEmailAvailability(debounced, kind === 'email' && isWellFormed);
  const query = kind === 'username' ? usernameQuery : emailQuery;
  const isChecking = value.trim().toLowerCase() !== debounced && value.trim() !== '';
  const hint =
    isWellFormed || isChecking
      ? availabilityHint(query, { isChecking, ...TEXT[kind] })
      : { text: undefined, isTaken: false, isAvailable: false };

  useEffect(() => onTakenChange(hint.isTaken), [hint.isTaken, onTakenChange]);

  return (
    <Controller
      control={control}
      name={kind}
      render={({ field, fieldState }) => (
        <TextInput
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete={TEXT[kind].autoComplete}
          fullWidth
          error={!!fieldState.error || hint.isTaken}
          helperText={fieldState.error?.message ?? hint.text ?? ' '}
          inputProps={{ autoCapitalize: 'none', spellCheck: false }}
          announceHelperText
          helperTextSx={hint.isAvailable && !fieldState.error ? { color: 'success.main' } : undefined}
        />
      )}
    />
  );
}
