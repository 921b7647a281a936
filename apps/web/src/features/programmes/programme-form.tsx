import { type ComponentType, type ReactNode, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ProgrammeKey, ProgrammeSubmission } from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useSubmitProgrammeMutation } from './api.js';
import type { ReleaseChoiceProps } from './release-select.js';

/** What every programme's form receives from the new-submission page. */
export interface ProgrammeFormProps {
  /** The kind (platform) the page was opened for. */
  kind: string;
  /** The release chooser: the plain selects by default; the shared picker plugs in here. */
  releasePicker: ComponentType<ReleaseChoiceProps>;
  onSubmitted(submission: ProgrammeSubmission): void;
}

/** Field messages keyed by the payload's own field names (the server nests them under "payload."). */
export type FieldMessages = Record<string, string | undefined>;

/**
 * The submit half every programme form shares: checks the values with the programme's schema,
 * sends them, puts the server's field messages on the fields and the rest above the button.
 */
export function useProgrammeSubmit(programme: ProgrammeKey, onSubmitted: ProgrammeFormProps['onSubmitted']) {
  const mutation = useSubmitProgrammeMutation(programme);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [rest, setRest] = useState<string[]>([]);
  const send = async (payload: Record<string, unknown>, check: () => FieldMessages) => {
    setRest([]);
    const local = check();
    setFieldErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const saved = await mutation.mutateAsync(payload);
      onSubmitted(saved.submission);
    } catch (error) {
      if (error instanceof HttpError && Object.keys(error.fieldErrors).length > 0) {
        const fields: FieldMessages = {};
        for (const [field, messages] of Object.entries(error.fieldErrors))
          fields[field.replace(/^payload\./, '').replace(/\.\d+$/, '')] = messages.join(' ');
        setFieldErrors(fields);
      } else setRest(errorMessages(error));
    }
  };
  return { send, fieldErrors, rest, isPending: mutation.isPending };
}

/** The form's frame: its fields, the messages that belong to no field, and the submit button. */
export function ProgrammeFormFrame({
  label,
  rest,
  isPending,
  onSubmit,
  children,
}: {
  label: string;
  rest: string[];
  isPending: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <ErrorAlert messages={rest} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={isPending}>
          {isPending ? 'Sending…' : 'Submit for review'}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The first message per field of a schema's failed check, keyed by the top-level field. */
export function schemaMessages(issues: readonly { path: PropertyKey[]; message: string }[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'payload');
    messages[field] ??= issue.message;
  }
  return messages;
}
