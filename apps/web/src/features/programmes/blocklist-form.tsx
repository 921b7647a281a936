import { useState } from 'react';
import Stack from '@mui/material/Stack';
import {
  BLOCKLIST_PLATFORM_LABELS,
  BLOCKLIST_PLATFORMS,
  BlocklistPayload,
  type BlocklistPlatform,
} from '@liner/domain';
import { DateInput } from '../../ui/date-input.js';
import { SelectField } from '../../ui/select-field.js';
import { type ProgrammeFormProps, ProgrammeFormFrame, schemaMessages, useProgrammeSubmit } from './programme-form.js';

const PLATFORM_OPTIONS = BLOCKLIST_PLATFORMS.map((value) => ({ value, label: BLOCKLIST_PLATFORM_LABELS[value] }));

const platformOf = (kind: string): BlocklistPlatform =>
  (BLOCKLIST_PLATFORMS as readonly string[]).includes(kind) ? (kind as BlocklistPlatform) : 'youtube';

/** One release or all of them kept out of a platform's UGC monetisation, from one day to another. */
export function BlocklistForm({ kind, releasePicker: ReleasePicker, onSubmitted }: ProgrammeFormProps) {
  const [platform, setPlatform] = useState<string>(platformOf(kind));
  const [releaseId, setReleaseId] = useState<number | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const { send, fieldErrors, rest, isPending } = useProgrammeSubmit('blocklist', onSubmitted);
  const payload = { platform, release_id: releaseId, start_date: startDate, end_date: endDate };
  const submit = () =>
    send(payload, () => {
      const parsed = BlocklistPayload.safeParse(payload);
      return parsed.success ? {} : schemaMessages(parsed.error.issues);
    });
  return (
    <ProgrammeFormFrame label="New blocklist entry" rest={rest} isPending={isPending} onSubmit={submit}>
      <SelectField label="Platform" value={platform} options={PLATFORM_OPTIONS} onChange={setPlatform} size="medium" />
      <ReleasePicker
        programme="blocklist"
        releaseId={releaseId}
        allowAll
        error={fieldErrors.release_id}
        onChange={(choice) => setReleaseId(choice.releaseId)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateInput
          label="Start date"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          error={!!fieldErrors.start_date}
          helperText={fieldErrors.start_date ?? 'The first day of the block'}
          fullWidth
        />
        <DateInput
          label="End date"
          value={endDate}
          min={startDate || undefined}
          onChange={(event) => setEndDate(event.target.value)}
          error={!!fieldErrors.end_date}
          helperText={fieldErrors.end_date ?? 'The last day, the start date or later'}
          fullWidth
        />
      </Stack>
    </ProgrammeFormFrame>
  );
}
