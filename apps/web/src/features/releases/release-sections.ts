import { RELEASE_STATUS } from '@liner/domain';

/** The sections of the single-release screen, in tab order; the id is the URL's :section. */
export const RELEASE_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'tracks', label: 'Tracks' },
  { id: 'delivery-log', label: 'Delivery log' },
  { id: 'stores', label: 'Stores' },
  { id: 'edit-requests', label: 'Edit requests' },
  { id: 'history', label: 'History' },
  { id: 'smart-link', label: 'Smart link' },
] as const;

export type ReleaseSection = (typeof RELEASE_SECTIONS)[number]['id'];

export function sectionOf(value: string | undefined): ReleaseSection {
  return RELEASE_SECTIONS.find((section) => section.id === value)?.id ?? 'overview';
}

/** Delivered (1), updated (6) and acknowledged (7) releases take edit and takedown requests. */
export function canRequestChanges(status: number): boolean {
  return (
    status === RELEASE_STATUS.DELIVERED ||
    status === RELEASE_STATUS.UPDATE_DELIVERED ||
    status === RELEASE_STATUS.ACKNOWLEDGED
  );
}
