import { z } from 'zod';
import { BLOCKLIST_PLATFORMS } from '../programmes/blocklist.js';
import { paginated } from './common.js';
import { calendarDate, idField, text } from './primitives.js';

export const BLOCKLIST_MESSAGES = {
  platform: `Choose a platform: ${BLOCKLIST_PLATFORMS.join(', ')}`,
  startDate: 'Choose the first day of the block (yyyy-mm-dd)',
  endDate: 'Choose the last day of the block (yyyy-mm-dd)',
  endBeforeStart: 'The end date must be on or after the start date',
  endPassed: 'The end date has already passed',
} as const;

export const BlocklistPlatformSchema = z.enum(BLOCKLIST_PLATFORMS, { error: BLOCKLIST_MESSAGES.platform });

/** A blocklist entry: one platform, one release or all of them (null), from one day to another. */
export const BlocklistPayload = z
  .object({
    platform: BlocklistPlatformSchema,
    release_id: idField().nullable().default(null),
    start_date: calendarDate(BLOCKLIST_MESSAGES.startDate, { empty: BLOCKLIST_MESSAGES.startDate }),
    end_date: calendarDate(BLOCKLIST_MESSAGES.endDate, { empty: BLOCKLIST_MESSAGES.endDate }),
  })
  .refine((entry) => entry.end_date >= entry.start_date, {
    path: ['end_date'],
    message: BLOCKLIST_MESSAGES.endBeforeStart,
  });
export type BlocklistPayload = z.output<typeof BlocklistPayload>;
export type BlocklistPayloadInput = z.input<typeof BlocklistPayload>;

/** The spec's blocklist submission, as `GET blocklist/{brand}` lists it. */
export const BlocklistSubmission = z.object({
  id: z.number().int(),
  date: text(),
  /** 'All Releases' when the entry names none. */
  release_title: text(),
  artist_name: text(),
  type: BlocklistPlatformSchema,
  status: text(),
  start_date: text(),
  end_date: text(),
  reason: text().nullable(),
});
export type BlocklistSubmission = z.infer<typeof BlocklistSubmission>;

export const BlocklistSubmissionPage = paginated(BlocklistSubmission);

export const BlocklistTypeParams = z.object({ type: BlocklistPlatformSchema });
