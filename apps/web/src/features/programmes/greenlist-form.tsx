import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  GREENLIST_LIMITS,
  GREENLIST_PLATFORM_LABELS,
  GREENLIST_PLATFORMS,
  GreenlistPayload,
  greenlistPlatformOf,
} from '@liner/domain';
import { SelectField } from '../../ui/select-field.js';
import { TextInput } from '../../ui/text-input.js';
import { type ProgrammeFormProps, ProgrammeFormFrame, schemaMessages, useProgrammeSubmit } from './programme-form.js';

const PLATFORM_OPTIONS = GREENLIST_PLATFORMS.map((value) => ({ value, label: GREENLIST_PLATFORM_LABELS[value] }));

/** A channel or account on one platform to spare from claims on one release, or one of its tracks. */
export function GreenlistForm({ kind, releasePicker: ReleasePicker, onSubmitted }: ProgrammeFormProps) {
  const [platform, setPlatform] = useState<string>(greenlistPlatformOf(kind));
  const [choice, setChoice] = useState<{ releaseId: number | null; trackId: number | null }>({
    releaseId: null,
    trackId: null,
  });
  const [channelName, setChannelName] = useState('');
  const [links, setLinks] = useState<string[]>(['']);
  const { send, fieldErrors, rest, isPending } = useProgrammeSubmit('greenlist', onSubmitted);
  const payload = {
    platform,
    release_id: choice.releaseId,
    track_id: choice.trackId,
    channel_name: channelName,
    links: links.map((link) => link.trim()).filter(Boolean),
  };
  const submit = () =>
    send(payload, () => {
      const parsed = GreenlistPayload.safeParse(payload);
      return parsed.success ? {} : schemaMessages(parsed.error.issues);
    });
  return (
    <ProgrammeFormFrame label="New greenlist entry" rest={rest} isPending={isPending} onSubmit={submit}>
      <SelectField label="Platform" value={platform} options={PLATFORM_OPTIONS} onChange={setPlatform} size="medium" />
      <ReleasePicker
        programme="greenlist"
        releaseId={choice.releaseId}
        trackId={choice.trackId}
        withTracks
        error={fieldErrors.release_id}
        trackError={fieldErrors.track_id}
        onChange={setChoice}
      />
      <TextInput
        label="Channel or account name"
        value={channelName}
        onChange={(event) => setChannelName(event.target.value)}
        error={!!fieldErrors.channel_name}
        helperText={fieldErrors.channel_name ?? 'As it is called on the platform.'}
        fullWidth
        required
      />
      <Stack spacing={1}>
        {links.map((link, index) => (
          <TextInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the link fields are edited in place, never reordered
            key={index}
            label={`Link ${index + 1}`}
            type="url"
            placeholder="https://"
            value={link}
            onChange={(event) => setLinks(links.map((old, at) => (at === index ? event.target.value : old)))}
            error={index === 0 && !!fieldErrors.links}
            helperText={
              index === 0 ? (fieldErrors.links ?? 'The channel’s address, starting with https://') : undefined
            }
            fullWidth
          />
        ))}
        {links.length < GREENLIST_LIMITS.linksMax && (
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setLinks([...links, ''])}>
            Add another link
          </Button>
        )}
      </Stack>
    </ProgrammeFormFrame>
  );
}
