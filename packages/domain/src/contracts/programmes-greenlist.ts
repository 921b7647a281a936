import { z } from 'zod';
import { GREENLIST_PLATFORMS } from '../programmes/greenlist.js';
import { paginated } from './common.js';
import { idField, lineText, pageNumber, perPage, text } from './primitives.js';

export const GREENLIST_LIMITS = { channelNameMax: 120, linksMax: 5, linkMax: 500 } as const;

export const GREENLIST_MESSAGES = {
  platform: `Choose a platform: ${GREENLIST_PLATFORMS.join(', ')}`,
  channelName: `Name the channel or account in 1 to ${GREENLIST_LIMITS.channelNameMax} characters`,
  link: 'Give the channel’s address as an https:// link',
  links: `Give 1 to ${GREENLIST_LIMITS.linksMax} links to the channel or account`,
} as const;

export const GreenlistPlatformSchema = z.enum(GREENLIST_PLATFORMS, { error: GREENLIST_MESSAGES.platform });

const channelLink = z
  .url({ protocol: /^https$/, message: GREENLIST_MESSAGES.link })
  .max(GREENLIST_LIMITS.linkMax, GREENLIST_MESSAGES.link);

/** A greenlist entry: a channel on one platform, spared from claims on one release (or one of its tracks). */
export const GreenlistPayload = z.object({
  platform: GreenlistPlatformSchema,
  release_id: idField(),
  /** One track of the release; none: the whole release. */
  track_id: idField().nullable().default(null),
  channel_name: lineText()
    .trim()
    .min(1, GREENLIST_MESSAGES.channelName)
    .max(GREENLIST_LIMITS.channelNameMax, GREENLIST_MESSAGES.channelName),
  links: z.array(channelLink).min(1, GREENLIST_MESSAGES.links).max(GREENLIST_LIMITS.linksMax, GREENLIST_MESSAGES.links),
});
export type GreenlistPayload = z.output<typeof GreenlistPayload>;
export type GreenlistPayloadInput = z.input<typeof GreenlistPayload>;

/** The spec's greenlist submission, as `GET greenlist/{type}` lists it. */
export const GreenlistSubmission = z.object({
  id: z.number().int(),
  date: text(),
  title: text(),
  artist_name: text(),
  type: GreenlistPlatformSchema,
  status: text(),
  /** 'Not set' when the track has none (or the entry covers a whole release). */
  isrc: text(),
  links: z.array(text()),
  channel_name: text(),
  reason: text().nullable(),
});
export type GreenlistSubmission = z.infer<typeof GreenlistSubmission>;

export const GreenlistSubmissionPage = paginated(GreenlistSubmission);

export const GreenlistTypeParams = z.object({ type: GreenlistPlatformSchema });

export const ProgrammeTypeListQuery = z.object({
  page: pageNumber(),
  per_page: perPage(50, 10),
});
