import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { SupportClaimKind, SupportClaimStarted } from '@liner/domain';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { type ClaimForm, useStartClaimMutation } from './api.js';

/**
 * Sends a claim form: the server's field messages land on the fields (the values stay as typed),
 * the rest above the button; any answer spends the robot check, so a new one is asked for.
 */
export function useClaimSubmit<T extends FieldValues>(
  kind: SupportClaimKind,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onStarted: (started: SupportClaimStarted) => void,
) {
  const start = useStartClaimMutation(kind);
  const [rest, setRest] = useState<string[]>([]);
  const [captchaKey, setCaptchaKey] = useState(0);
  const send = async (values: ClaimForm) => {
    setRest([]);
    try {
      onStarted(await start.mutateAsync(values));
    } catch (error) {
      setRest(applyFieldErrors(error, setError, fields));
    } finally {
      setCaptchaKey((key) => key + 1);
    }
  };
  return { send, rest, captchaKey, isPending: start.isPending };
}
