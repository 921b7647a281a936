import type { AnalyticsImportStatus } from '@liner/domain';

export const IMPORT_STATUS: Record<
  AnalyticsImportStatus,
  { label: string; color: 'default' | 'info' | 'success' | 'error' | 'warning' }
> = {
  queued: { label: 'Queued', color: 'default' },
  importing: { label: 'Importing', color: 'info' },
  done: { label: 'Imported', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** "2024-05-01 – 2024-05-31", one day alone, or a dash when nothing was counted. */
export function dayRange(first: string | null, last: string | null): string {
  if (!first || !last) return '—';
  return first === last ? first : `${first} – ${last}`;
}

export const count = (n: number): string => n.toLocaleString('en-US');
