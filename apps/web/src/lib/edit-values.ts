import type { ReleaseEditSection, ReleaseView, TrackEditField, TrackView } from '@liner/domain';

/**
 * What the edit-request form offers and how it shows values. Sections with a plain text or date
 * value are edited here; the structured ones (artists, copyright, territories, stores, artwork,
 * delivery options) are shown when present but are edited through the wizard's forms.
 */
export type ValueKind = 'text' | 'date' | 'long-text' | 'boolean';

export const RELEASE_EDIT_OPTIONS: { section: ReleaseEditSection; label: string; kind: ValueKind }[] = [
  { section: 'title', label: 'Title', kind: 'text' },
  { section: 'version', label: 'Version', kind: 'text' },
  { section: 'label', label: 'Label', kind: 'text' },
  { section: 'catalogNumber', label: 'Catalog number', kind: 'text' },
  { section: 'primaryGenre', label: 'Primary genre', kind: 'text' },
  { section: 'secondaryGenre', label: 'Secondary genre', kind: 'text' },
  { section: 'language', label: 'Language', kind: 'text' },
  { section: 'releaseDate', label: 'Release date', kind: 'date' },
  { section: 'originalReleaseDate', label: 'Original release date', kind: 'date' },
  { section: 'timeZone', label: 'Time zone', kind: 'text' },
];

export const TRACK_EDIT_OPTIONS: { field: TrackEditField; label: string; kind: ValueKind }[] = [
  { field: 'title', label: 'Title', kind: 'text' },
  { field: 'version', label: 'Version', kind: 'text' },
  { field: 'iswc', label: 'ISWC', kind: 'text' },
  { field: 'language', label: 'Language', kind: 'text' },
  { field: 'explicit', label: 'Explicit', kind: 'boolean' },
  { field: 'cleanVersion', label: 'Clean version', kind: 'boolean' },
  { field: 'tiktokStartTime', label: 'TikTok start time (min:sec)', kind: 'text' },
  { field: 'linerNote', label: 'Liner note', kind: 'long-text' },
  { field: 'lyrics', label: 'Lyrics', kind: 'long-text' },
];

const SECTION_LABELS: Record<string, string> = {
  versionInfo: 'Version details',
  artists: 'Artists',
  copyright: 'Copyright lines',
  artworkFileId: 'Artwork',
  territories: 'Territories',
  storeIds: 'Stores',
  deliveryFlags: 'Delivery options',
  releaseTime: 'Release time',
  writers: 'Writers',
  credits: 'Credits',
};

export function sectionLabel(section: string): string {
  return (
    RELEASE_EDIT_OPTIONS.find((option) => option.section === section)?.label ??
    TRACK_EDIT_OPTIONS.find((option) => option.field === section)?.label ??
    SECTION_LABELS[section] ??
    section
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of any section in a few words: people by name, yes/no, empty as a dash. */
export function formatEditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((item) => {
        if (!isRecord(item)) return String(item);
        const name =
          typeof item.name === 'string'
            ? item.name
            : [item.firstName, item.lastName].filter((part) => typeof part === 'string').join(' ');
        const roles = Array.isArray(item.roles) && item.roles.length ? ` (${item.roles.join(', ')})` : '';
        return `${name}${roles}`;
      })
      .join('; ');
  }
  if (isRecord(value)) {
    if (
      'licensing' in value &&
      'soundRecording' in value &&
      isRecord(value.licensing) &&
      isRecord(value.soundRecording)
    ) {
      const line = (part: Record<string, unknown>) => `${part.year ?? ''} ${part.name ?? ''}`.trim() || '—';
      return `© ${line(value.licensing)} · ℗ ${line(value.soundRecording)}`;
    }
    if (value.worldwide === true)
      return Array.isArray(value.excluding) && value.excluding.length
        ? `Worldwide except ${value.excluding.join(', ')}`
        : 'Worldwide';
    if (value.worldwide === false && Array.isArray(value.only)) return value.only.join(', ');
    return (
      Object.entries(value)
        .filter(([, item]) => item !== null && item !== '' && item !== 0 && item !== false)
        .map(([key, item]) => `${key}: ${typeof item === 'object' ? '…' : String(item)}`)
        .join(', ') || '—'
    );
  }
  return String(value);
}

export function currentReleaseValue(release: ReleaseView, section: ReleaseEditSection): unknown {
  return release[section];
}

export function currentTrackValue(track: TrackView, field: TrackEditField): unknown {
  return track[field];
}

/** The form's text back to the section's value: dates empty -> null, yes/no -> boolean. */
export function parseEditInput(kind: ValueKind, text: string): unknown {
  if (kind === 'boolean') return text === 'true';
  if (kind === 'date') return text.trim() ? text.trim() : null;
  return text;
}

export function toEditInput(kind: ValueKind, value: unknown): string {
  if (kind === 'boolean') return value === true ? 'true' : 'false';
  return value === null || value === undefined ? '' : String(value);
}
