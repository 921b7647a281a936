import { z } from 'zod';
import { MAX_ID, text as safeText, idParam, idField, calendarDate } from './primitives.js';
import { paginated, PageQuery } from './common.js';
import { LICENSING_TYPES, RELEASE_TYPES } from '../releases/release-defaults.js';
// The release rules travel with their contracts: one export line in the package index.
export * from '../releases/index.js';
import { splitRoles } from '../releases/roles.js';
import { SEND_MESSAGES } from '../releases/send-rules.js';
import { isIsrcCountryCode } from '../identifiers/isrc-country-codes.js';
import { checkIpiNameNumber } from '../identifiers/ipi.js';
import { checkIsni } from '../identifiers/isni.js';
import type { IdentifierCheck } from '../identifiers/result.js';

/**
 * Contracts of the release wizard and catalog. Drafts are saved half-filled, so
 * request fields are lenient (empty strings allowed); the send-time rules run at publish.
 */
const tooLong = (max: number) => `Use at most ${max} characters`;
const text = (max = 200) => safeText().trim().max(max, tooLong(max)).default('');
const isoDate = calendarDate('Write the date as YYYY-MM-DD');
const YEAR_MESSAGE = 'Write the year with four digits, from 1900';
const year = z.number().int(YEAR_MESSAGE).min(1900, YEAR_MESSAGE).max(2999, YEAR_MESSAGE).nullable().default(null);
const id = idField();

/** A list of roles, or the legacy client's semicolon-joined string. */
export const RoleList = z
  .union([z.array(safeText().max(50)), safeText().max(500)])
  .transform((value) => splitRoles(value))
  .default([]);

/**
 * A code a person may leave out or empty (rows saved before it existed lack it); when typed it
 * must pass its check, and the field shows the check's own message.
 */
const optionalCode = (check: (code: string) => IdentifierCheck) =>
  safeText()
    .trim()
    .max(30, tooLong(30))
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value === '') return;
      const result = check(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
    });
/** The artist's ISNI (ISO 27729, 16 characters with a MOD 11-2 check), sent as the party's ISNI in the ERN. */
const isni = optionalCode(checkIsni);
/** The writer's IPI name number (11 digits, mod-101 check), sent as the party's IpiNameNumber in the ERN. */
const ipi = optionalCode(checkIpiNameNumber);

export const ReleaseArtistInput = z.object({
  name: text(),
  roles: RoleList,
  spotifyId: safeText().trim().max(100).nullable().default(null),
  appleId: safeText().trim().max(100).nullable().default(null),
  isni,
});
export type ReleaseArtistInput = z.infer<typeof ReleaseArtistInput>;

export const TrackArtist = z.object({ name: text(), roles: RoleList, isni });
export const TrackWriter = z.object({ firstName: text(100), lastName: text(100), roles: RoleList, ipi });
export const TrackCredit = z.object({ name: text(), roles: RoleList });
export type TrackArtist = z.infer<typeof TrackArtist>;
export type TrackWriter = z.infer<typeof TrackWriter>;
export type TrackCredit = z.infer<typeof TrackCredit>;

const TERRITORY = safeText().trim().min(2).max(6);
/** Worldwide (with exclusions) or a list of territories: the ERN deal's own shape. */
export const ReleaseTerritories = z.union([
  z.object({ worldwide: z.literal(true), excluding: z.array(TERRITORY).max(300).default([]) }),
  z.object({ worldwide: z.literal(false), only: z.array(TERRITORY).min(1, 'Choose at least one territory').max(300) }),
]);
export type ReleaseTerritories = z.infer<typeof ReleaseTerritories>;

/** Delivery flags: 0 off, 1 on; on a live release 2 means disabled. */
const flag = z.number().int().min(0).max(2).default(0);
export const DeliveryFlags = z.object({
  youtube: flag,
  soundcloud: flag,
  soundExchange: flag,
  beatPort: flag,
  junoDownloads: flag,
  trackLibs: flag,
  facebook: flag,
  tiktok: flag,
  hook: flag,
  lyricfind: flag,
  beatPortForm: z
    .object({ hasAccount: z.boolean(), link: text(500), logo: text(500) })
    .nullable()
    .default(null),
});
export type DeliveryFlags = z.infer<typeof DeliveryFlags>;

const CopyrightLine = z.object({ year, name: text() });
export const Copyright = z.object({ licensing: CopyrightLine, soundRecording: CopyrightLine });

export const ReleaseType = z.enum(RELEASE_TYPES);
export const LicensingType = z.enum(LICENSING_TYPES);

export const InitReleaseRequest = z.object({
  type: ReleaseType.optional(),
  title: text().optional(),
  primaryArtists: z.array(ReleaseArtistInput).max(50).default([]),
});
export type InitReleaseRequest = z.infer<typeof InitReleaseRequest>;
export const InitReleaseResponse = z.object({ id });

/** The whole release form (pages 0-2 of the wizard). */
export const SaveReleaseRequest = z.object({
  release_id: id,
  type: ReleaseType,
  title: text(),
  version: text(),
  versionInfo: z
    .object({ remix: z.boolean().default(false), coverSongs: text(1000) })
    .default({ remix: false, coverSongs: '' }),
  artists: z.array(ReleaseArtistInput).max(50).default([]),
  label: text(),
  /** active = the label brings its own UPC; otherwise Liner assigns one at publish. */
  upc: z.object({ active: z.boolean(), code: text(20) }).default({ active: false, code: '' }),
  catalogNumber: text(50),
  primaryGenre: text(100),
  secondaryGenre: text(100),
  language: text(20),
  releaseDate: isoDate.nullable().default(null),
  originalReleaseDate: isoDate.nullable().default(null),
  licensingType: LicensingType.default('Copyright'),
  licensingInfo: text(1000),
  copyright: Copyright,
  artworkFileId: id.nullable().default(null),
  territories: ReleaseTerritories.default({ worldwide: true, excluding: [] }),
  storeIds: z.array(safeText().trim().min(1).max(64)).max(500).default([]),
  deliveryFlags: DeliveryFlags.default(DeliveryFlags.parse({})),
  timeZone: text(64),
  releaseTime: safeText()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the time as HH:MM')
    .nullable()
    .default(null),
});
export type SaveReleaseRequest = z.infer<typeof SaveReleaseRequest>;

export const TrackInput = z.object({
  /** Present for a track saved before: its id is kept. */
  id: id.optional(),
  audioFileId: id.nullable().default(null),
  title: text(),
  version: text(),
  isrc: text(20),
  iswc: text(20),
  language: text(20),
  explicit: z.boolean().default(false),
  cleanVersion: z.boolean().default(false),
  tiktokStartTime: safeText().trim().max(6, SEND_MESSAGES.tiktok).default(''),
  linerNote: text(2000),
  lyrics: text(20_000),
  artists: z.array(TrackArtist).max(50).default([]),
  writers: z.array(TrackWriter).max(50).default([]),
  credits: z.array(TrackCredit).max(100).default([]),
});
export type TrackInput = z.infer<typeof TrackInput>;

export const SaveTracksRequest = z.object({ release_id: id, tracks: z.array(TrackInput).max(100) });
export type SaveTracksRequest = z.infer<typeof SaveTracksRequest>;

export const ReleaseIdRequest = z.object({ release_id: id });
export const ReleaseIdParams = z.object({ id: idParam() });

/**
 * GET release/:id/audio-reuse: the saved tracks whose audio (the same file, the same bytes, or
 * the same recording by its fingerprint) is on another track under another ISRC; warnings the
 * wizard shows on its tracks page and in the pre-submission check.
 */
export const AudioReuseResponse = z.object({
  data: z.array(z.object({ path: safeText(), message: safeText() })),
});
export type AudioReuseResponse = z.infer<typeof AudioReuseResponse>;

export const StatusBadgeSchema = z.object({
  label: safeText(),
  color: z.enum(['default', 'success', 'info', 'warning', 'error']),
  icon: z.literal('trash').optional(),
});

// Response schemas carry no transform: the server encodes answers with them, and a zod
// transform cannot run backwards. Roles go out as the stored list.
const RoleListView = z.array(safeText());
const ReleaseArtistView = ReleaseArtistInput.extend({ roles: RoleListView });

export const TrackView = TrackInput.extend({
  id,
  artists: z.array(TrackArtist.extend({ roles: RoleListView })),
  writers: z.array(TrackWriter.extend({ roles: RoleListView })),
  credits: z.array(TrackCredit.extend({ roles: RoleListView })),
  position: z.number().int(),
  durationSeconds: z.number().int().nullable(),
});
export type TrackView = z.infer<typeof TrackView>;

export const ReleaseView = SaveReleaseRequest.omit({ release_id: true }).extend({
  id,
  artists: z.array(ReleaseArtistView),
  userId: id,
  status: z.number().int(),
  isLive: z.boolean(),
  badge: StatusBadgeSchema,
  parentalWarning: safeText(),
  reviewNote: safeText().nullable(),
  submittedAt: safeText().nullable(),
  createdAt: safeText(),
  updatedAt: safeText(),
  tracks: z.array(TrackView),
});
export type ReleaseView = z.infer<typeof ReleaseView>;

export const SaveReleaseResponse = z.object({ message: safeText(), id });
export const SaveTracksResponse = z.object({
  message: safeText(),
  tracks: z.array(z.object({ id, position: z.number().int() })),
});
export const PublishReleaseResponse = z.object({ message: safeText(), release: ReleaseView });

export const RELEASE_SAVED = 'Release saved';
export const TRACKS_SAVED = 'Tracks saved';
export const RELEASE_PUBLISHED = 'Release submitted for review';

/** Submission list row. */
export const ReleaseListRow = z.object({
  id,
  created_at: safeText(),
  /** When the release was last sent to review; null for a draft never sent. */
  submitted_at: safeText().nullable(),
  /** The operator's note while the release needs documents. */
  review_note: safeText().nullable(),
  title: safeText(),
  cover: z.object({ fileId: id, plain: safeText(), medium: safeText(), large: safeText() }).nullable(),
  status: z.number().int(),
  badge: StatusBadgeSchema,
  release_date: safeText().nullable(),
  original_release_date: safeText().nullable(),
  upc: safeText().nullable(),
  catalog_number: safeText(),
  label: safeText(),
  language: safeText(),
  primary_genre: safeText(),
  secondary_genre: safeText(),
  version: safeText(),
  license_type: safeText(),
  type: safeText(),
  c_line: safeText(),
  c_line_year: z.number().int().nullable(),
  p_line: safeText(),
  p_line_year: z.number().int().nullable(),
  restrict_takedown: z.boolean(),
  user_id: id,
  artists: z.array(safeText()),
});
export type ReleaseListRow = z.infer<typeof ReleaseListRow>;

export const ReleaseListQuery = PageQuery.extend({
  search: safeText().trim().max(200).optional(),
  status: z.coerce.number().int().min(0).max(9).optional(),
});
export const ReleaseListResponse = paginated(ReleaseListRow);

/** Track manager row. */
export const TrackManagerRow = z.object({
  id,
  title: safeText(),
  version: safeText(),
  release_id: id,
  release_title: safeText(),
  isrc: safeText().nullable(),
  artwork: safeText().nullable(),
  status: z.number().int(),
  badge: StatusBadgeSchema,
  date: safeText().nullable(),
  language: safeText(),
  audio_url: safeText().nullable(),
});
export type TrackManagerRow = z.infer<typeof TrackManagerRow>;
export const TrackManagerQuery = PageQuery.extend({ search: safeText().trim().max(200).optional() });
export const TrackManagerResponse = paginated(TrackManagerRow);

export const ValidateUpcRequest = z.object({ upc: safeText().trim().max(30), release_id: id.optional() });
export const ValidateIsrcRequest = z.object({ isrc: safeText().trim().max(30), track_id: id.optional() });
export const ValidIdentifierResponse = z.object({ valid: z.literal(true), value: safeText() });
export const UPC_ALREADY_USED = 'This UPC is already used by another release';
export const ISRC_ALREADY_USED = 'This ISRC is already used by another track';

export const ReleaseEventView = z.object({
  id,
  action: safeText(),
  detail: z.record(safeText(), z.unknown()),
  actor_user_id: id.nullable(),
  created_at: safeText(),
});
export const ReleaseHistoryResponse = z.object({ data: z.array(ReleaseEventView) });

/** Operator settings for codes Liner assigns (decision: one row per install, see identifier-settings.ts). */
export const IdentifierSettings = z.object({
  defaultIsrcPrefix: safeText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'Two letters and three letters or digits, e.g. USRC1')
    .refine((prefix) => isIsrcCountryCode(prefix.slice(0, 2)), 'The first two letters are not an ISRC country code'),
  upcCompanyPrefix: safeText()
    .trim()
    .regex(/^\d{6,10}$/, 'The GS1 company prefix: 6 to 10 digits'),
  upcNextItem: z.number().int().min(0).max(MAX_ID),
});
export type IdentifierSettings = z.infer<typeof IdentifierSettings>;
