import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HttpError } from '../../lib/http.js';
import { errorMessages } from '../../ui/server-errors.js';
import { releaseApi } from './api.js';
import { normaliseField } from './submission-check.js';
import { snapshotsOf, toSaveRelease, toSaveTracks, wizardDraftSchema, type WizardForm } from './wizard-form.js';

/** Autosave waits this long after the last change (a pause in typing, not every keystroke). */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; messages: string[] };

/**
 * The wizard's form (react-hook-form, checked as you type by the save contracts), its dirty flag
 * (snapshot comparison) and saving: release first, then tracks, each only when its snapshot
 * changed. Saves never overlap: a save asked for while one runs waits for it and then sends the
 * newest form.
 */
export function useWizardState(releaseId: number, initial: WizardForm, autosave: boolean) {
  const methods = useForm<WizardForm>({
    defaultValues: initial,
    resolver: zodResolver(wizardDraftSchema(releaseId)),
    mode: 'onChange',
  });
  const { control, getValues, setValue } = methods;
  const form = methods.watch();
  const [saved, setSaved] = useState(() => snapshotsOf(initial, releaseId));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const running = useRef<Promise<boolean> | null>(null);

  const current = useMemo(() => snapshotsOf(form, releaseId), [form, releaseId]);
  const isDirty = current.release !== saved.release || current.tracks !== saved.tracks;

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const snapshot = getValues();
    const releaseBody = toSaveRelease(snapshot, releaseId);
    const tracksBody = toSaveTracks(snapshot, releaseId);
    const releaseText = JSON.stringify(releaseBody);
    const tracksText = JSON.stringify(tracksBody);
    if (releaseText === savedRef.current.release && tracksText === savedRef.current.tracks) return true;
    // What the contracts refuse is not sent: the server would answer the same messages with a 422.
    const checked = wizardDraftSchema(releaseId).safeParse(snapshot);
    if (!checked.success) {
      void methods.trigger();
      setStatus({ kind: 'error', messages: [...new Set(checked.error.issues.map((issue) => issue.message))] });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      if (releaseText !== savedRef.current.release) {
        await releaseApi.saveRelease(releaseBody);
        savedRef.current = { ...savedRef.current, release: releaseText };
        setSaved(savedRef.current);
      }
      if (tracksText !== savedRef.current.tracks) {
        const answer = await releaseApi.saveTracks(tracksBody);
        // New tracks get their ids: the next save updates them instead of adding copies.
        const idsByKey = new Map(snapshot.tracks.map((track, index) => [track.key, answer.tracks[index]?.id]));
        tracksBody.tracks.forEach((track, index) => {
          if (answer.tracks[index]) track.id = answer.tracks[index].id;
        });
        savedRef.current = { ...savedRef.current, tracks: JSON.stringify(tracksBody) };
        setSaved(savedRef.current);
        setValue(
          'tracks',
          getValues('tracks').map((track) =>
            track.id === undefined && idsByKey.get(track.key) ? { ...track, id: idsByKey.get(track.key) } : track,
          ),
        );
      }
      setStatus({ kind: 'saved', at: new Date() });
      return true;
    } catch (error) {
      // The server's own checks (an ISRC already used, a file that is not yours) go under their fields too.
      if (error instanceof HttpError && error.status === 422)
        for (const [field, messages] of Object.entries(error.fieldErrors))
          methods.setError(normaliseField(field) as FieldPath<WizardForm>, {
            type: 'server',
            message: messages.join(' '),
          });
      setStatus({ kind: 'error', messages: errorMessages(error) });
      return false;
    }
  }, [releaseId, getValues, setValue, methods.trigger, methods.setError]);

  const save = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    const promise = saveOnce();
    running.current = promise;
    try {
      return await promise;
    } finally {
      running.current = null;
    }
  }, [saveOnce]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the form restarts the autosave timer
  useEffect(() => {
    if (!autosave || !isDirty) return undefined;
    const timer = setTimeout(() => {
      void save();
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosave, isDirty, current, save]);

  /** Sets the top-level fields a change touched, checking them against the contracts. */
  const patch = useCallback(
    (values: Partial<WizardForm>) => {
      for (const [name, value] of Object.entries(values) as [keyof WizardForm, WizardForm[keyof WizardForm]][])
        setValue(name, value, { shouldValidate: true });
    },
    [setValue],
  );
  const update = useCallback(
    (change: (draft: WizardForm) => WizardForm) => {
      const latest = getValues();
      const next = change(latest);
      const changed = (Object.keys(next) as (keyof WizardForm)[]).filter((name) => next[name] !== latest[name]);
      patch(Object.fromEntries(changed.map((name) => [name, next[name]])));
    },
    [getValues, patch],
  );

  /** A contract message for a field, as "title" or "tracks.0.isrc". */
  const { errors } = methods.formState;
  const contractError = useCallback(
    (field: string): string | undefined =>
      (get(errors, field as FieldPath<WizardForm>) as { message?: string } | undefined)?.message,
    [errors],
  );

  /** The tracks as last saved (a snapshot): what server-side checks of the saved draft see. */
  const savedTracks = saved.tracks;

  return { form, control, update, patch, isDirty, status, save, contractError, savedTracks };
}

export type WizardState = ReturnType<typeof useWizardState>;
