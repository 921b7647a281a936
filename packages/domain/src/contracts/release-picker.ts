import { z } from 'zod';
import { paginated } from './common.js';
import { lineText, pageNumber, perPage, text } from './primitives.js';

/**
 * The release pickers' data (docs/product/release-picker.md): one page of the account's releases,
 * each with its tracks, searched by title. The programmes' submission pages choose from it.
 */

export const RELEASE_PICKER_LIMITS = {
  /** Releases per picker page. */
  perPage: 6,
  maxPerPage: 50,
  /** Page buttons shown at once under the list. */
  pageButtons: 6,
  searchMax: 200,
} as const;

/** A release's chart registration review: '1' under review, '2' accepted; null when never registered. */
export const NIELSEN_STATUSES = ['1', '2'] as const;
export type NielsenStatus = (typeof NIELSEN_STATUSES)[number];

export const PICKER_MESSAGES = {
  empty: 'No available releases',
  underReview: 'Under Review',
  accepted: 'Accepted',
  splitActive: 'Split already active',
  upcMissing: 'UPC not set',
  isrcMissing: 'ISRC not set',
} as const;

/** The chip a release shows for its chart registration, if any. */
export function nielsenStatusLabel(status: NielsenStatus | null): string | null {
  if (status === '1') return PICKER_MESSAGES.underReview;
  if (status === '2') return PICKER_MESSAGES.accepted;
  return null;
}

export const PickerReleaseQuery = z.object({
  page: pageNumber(),
  per_page: perPage(RELEASE_PICKER_LIMITS.maxPerPage, RELEASE_PICKER_LIMITS.perPage),
  search: lineText()
    .trim()
    .max(RELEASE_PICKER_LIMITS.searchMax, {
      error: `Search with at most ${RELEASE_PICKER_LIMITS.searchMax} characters`,
    })
    .optional(),
});
export type PickerReleaseQuery = z.infer<typeof PickerReleaseQuery>;

export const PickerTrack = z.object({
  id: z.number().int(),
  title: text(),
  isrc: text().nullable(),
  /** The track has an active royalty split. */
  hasSplit: z.boolean(),
});
export type PickerTrack = z.infer<typeof PickerTrack>;

export const PickerRelease = z.object({
  id: z.number().int(),
  title: text(),
  /** The cover's display-size URL. */
  img: text().nullable(),
  upc: text().nullable(),
  nielsenStatus: z.enum(NIELSEN_STATUSES).nullable(),
  /** In track order. */
  tracks: z.array(PickerTrack),
});
export type PickerRelease = z.infer<typeof PickerRelease>;

export const PickerReleasePage = paginated(PickerRelease);
export type PickerReleasePage = z.infer<typeof PickerReleasePage>;
