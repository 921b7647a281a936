import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReleaseEditSection, ReleaseView, TrackEditField } from '@liner/domain';
import { TextInput } from '../../ui/text-input.js';
import {
  currentReleaseValue,
  currentTrackValue,
  formatEditValue,
  parseEditInput,
  RELEASE_EDIT_OPTIONS,
  toEditInput,
  TRACK_EDIT_OPTIONS,
  type ValueKind,
} from '../../lib/edit-values.js';
import { SelectField } from '../../ui/select-field.js';

interface EditFormProps {
  release: ReleaseView;
  busy: boolean;
  onReleaseEdit(body: { section: ReleaseEditSection; value: unknown; oldValue: unknown }): Promise<void>;
  onTrackEdit(body: { trackId: number; field: TrackEditField; value: unknown }): Promise<void>;
}

/** Adds one edit: a release section, or a field of one track, with its new value. */
export function EditForm({ release, busy, onReleaseEdit, onTrackEdit }: EditFormProps) {
  return (
    <Stack spacing={3}>
      <ReleaseEditForm release={release} busy={busy} onSave={onReleaseEdit} />
      {release.tracks.length > 0 && <TrackEditForm release={release} busy={busy} onSave={onTrackEdit} />}
    </Stack>
  );
}

function ReleaseEditForm({
  release,
  busy,
  onSave,
}: {
  release: ReleaseView;
  busy: boolean;
  onSave: EditFormProps['onReleaseEdit'];
}) {
  const [section, setSection] = useState<ReleaseEditSection>('title');
  const option = RELEASE_EDIT_OPTIONS.find((item) => item.section === section)!;
  const before = currentReleaseValue(release, section);
  const [text, setText] = useState(toEditInput(option.kind, before));
  const choose = (next: string) => {
    const chosen = RELEASE_EDIT_OPTIONS.find((item) => item.section === next)!;
    setSection(chosen.section);
    setText(toEditInput(chosen.kind, currentReleaseValue(release, chosen.section)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({ section, value: parseEditInput(option.kind, text), oldValue: before });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-labelledby="release-edit-heading">
      <Typography id="release-edit-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Change a release detail
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SelectField
          label="Section"
          value={section}
          onChange={choose}
          options={RELEASE_EDIT_OPTIONS.map((item) => ({ value: item.section, label: item.label }))}
        />
        <ValueInput kind={option.kind} label={`New ${option.label.toLowerCase()}`} value={text} onChange={setText} />
        <Button type="submit" variant="outlined" loading={busy} sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 40 }}>
          Save edit
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Now: {formatEditValue(before)}
      </Typography>
    </Stack>
  );
}

function TrackEditForm({
  release,
  busy,
  onSave,
}: {
  release: ReleaseView;
  busy: boolean;
  onSave: EditFormProps['onTrackEdit'];
}) {
  const [trackId, setTrackId] = useState(release.tracks[0]!.id);
  const [field, setField] = useState<TrackEditField>('title');
  const track = release.tracks.find((item) => item.id === trackId) ?? release.tracks[0]!;
  const option = TRACK_EDIT_OPTIONS.find((item) => item.field === field)!;
  const before = currentTrackValue(track, field);
  const [text, setText] = useState(toEditInput(option.kind, before));
  const reset = (nextTrackId: number, nextField: TrackEditField) => {
    const nextTrack = release.tracks.find((item) => item.id === nextTrackId)!;
    const kind = TRACK_EDIT_OPTIONS.find((item) => item.field === nextField)!.kind;
    setTrackId(nextTrackId);
    setField(nextField);
    setText(toEditInput(kind, currentTrackValue(nextTrack, nextField)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({ trackId: track.id, field, value: parseEditInput(option.kind, text) });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-labelledby="track-edit-heading">
      <Typography id="track-edit-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Change a track detail
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <SelectField
          label="Track"
          value={String(track.id)}
          onChange={(value) => reset(Number(value), field)}
          options={release.tracks.map((item, index) => ({
            value: String(item.id),
            label: `${index + 1}. ${item.title || 'Untitled'}`,
          }))}
        />
        <SelectField
          label="Field"
          value={field}
          onChange={(value) => reset(track.id, value as TrackEditField)}
          options={TRACK_EDIT_OPTIONS.map((item) => ({ value: item.field, label: item.label }))}
        />
        <ValueInput kind={option.kind} label={`New ${option.label.toLowerCase()}`} value={text} onChange={setText} />
        <Button type="submit" variant="outlined" loading={busy} sx={{ alignSelf: { md: 'flex-start' }, minHeight: 40 }}>
          Save track edit
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Now: {formatEditValue(before)}
      </Typography>
    </Stack>
  );
}

function ValueInput({
  kind,
  label,
  value,
  onChange,
}: {
  kind: ValueKind;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  if (kind === 'boolean') {
    return (
      <SelectField
        label={label}
        value={value}
        onChange={onChange}
        options={[
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]}
      />
    );
  }
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex: 1 }}
      placeholder={kind === 'date' ? 'YYYY-MM-DD' : undefined}
      multiline={kind === 'long-text'}
      minRows={kind === 'long-text' ? 3 : undefined}
      inputProps={kind === 'date' ? { inputMode: 'numeric' } : undefined}
    />
  );
}
