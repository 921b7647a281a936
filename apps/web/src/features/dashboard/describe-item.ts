import { formatRelativeTime } from '@liner/domain';

/**
 * The dashboard lists have no fixed item shape yet (spec: "field shapes not shown"), so the
 * cards read the usual fields when present and fall back to the id.
 */
export interface DescribedItem {
  key: string;
  title: string;
  detail?: string;
  status?: string;
}

function text(item: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = item[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

export function describeItem(item: Record<string, unknown>, index: number): DescribedItem {
  const id = text(item, ['id', 'uuid']);
  const title = text(item, ['title', 'name', 'subject', 'releaseTitle', 'release_title']) ?? (id ? `#${id}` : 'Untitled');
  const artist = text(item, ['artist', 'artistName', 'artist_name']);
  const date = text(item, ['updatedAt', 'updated_at', 'createdAt', 'created_at', 'date']);
  const when = date && !Number.isNaN(Date.parse(date)) ? formatRelativeTime(date) : undefined;
  return {
    key: id ?? String(index),
    title,
    detail: [artist, when].filter(Boolean).join(' · ') || undefined,
    status: text(item, ['status', 'state']),
  };
}
