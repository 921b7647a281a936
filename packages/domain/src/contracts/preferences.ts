import { z } from 'zod';
import { lineText, text as safeText, idField, idParam } from './primitives.js';
import { paginated } from './common.js';
import { ArtistPlatform, ArtistProfile, ParsedProfileLink } from '../artist-profiles/platforms.js';
import { parseProfileUrl } from '../artist-profiles/parse-profile-url.js';
import { checkIsni } from '../identifiers/isni.js';

// ---- Artist profile search ----

export const ArtistSearchQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  offset: z.coerce.number().int().min(0).max(49).default(0),
});
export const SocialPlatformSearchQuery = z.object({
  term: safeText({ message: 'Type an artist name' }).trim().min(2, 'Type at least 2 characters to search'),
  platform: ArtistPlatform,
  offset: z.coerce.number().int().min(0).max(49).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export const ArtistSearchResponse = z.object({
  platform: ArtistPlatform,
  query: safeText(),
  offset: z.number().int(),
  limit: z.number().int(),
  data: z.array(ArtistProfile),
  /** True once offset + limit reaches 50: the web shows "Limit Reached". */
  limitReached: z.boolean(),
});
export type ArtistSearchResponse = z.infer<typeof ArtistSearchResponse>;

export const SearchPlatformsResponse = z.array(z.object({ platform: ArtistPlatform, searchable: z.boolean() }));

export const ArtistLinkRequest = z.object({
  link: safeText({ message: 'Paste the profile URL' }).trim().min(1, 'Paste the profile URL').max(500),
  platform: ArtistPlatform,
});
export type ArtistLinkRequest = z.infer<typeof ArtistLinkRequest>;
export const ArtistLinkResponse = ParsedProfileLink.extend({
  /** The platform's own data when search is configured for it; null for a URL-only platform. */
  profile: ArtistProfile.nullable(),
});
export type ArtistLinkResponse = z.infer<typeof ArtistLinkResponse>;

// ---- Artist preferences ----

const text = (max = 200) => safeText().trim().max(max).nullable().default(null);
const webLink = safeText().trim().max(500).url('Give a full link starting with https://').nullable().default(null);
const requiredText = (message: string) => lineText({ message }).trim().min(1, message).max(200);

export const DELIVERY_FLAGS = [
  'youtube',
  'soundcloud',
  'soundExchange',
  'beatPort',
  'junoDownloads',
  'trackLibs',
  'facebook',
  'tiktok',
  'hook',
  'lyricfind',
] as const;
export type DeliveryFlag = (typeof DELIVERY_FLAGS)[number];
export const DeliveryOptions = z.object(
  Object.fromEntries(DELIVERY_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
    DeliveryFlag,
    z.ZodDefault<z.ZodBoolean>
  >,
);
export type DeliveryOptions = z.infer<typeof DeliveryOptions>;

export const DefaultArtist = z.object({
  name: requiredText('Name of the artist is required'),
  roles: z.array(safeText().trim().min(1)).min(1, 'Choose at least one role'),
});
export const DefaultWriter = z.object({
  firstName: requiredText('Enter the first name'),
  lastName: requiredText('Enter the last name'),
  role: requiredText('Choose a role'),
});
export const DefaultCredit = z.object({ name: requiredText('Enter the name'), role: requiredText('Choose a role') });
export type DefaultArtist = z.infer<typeof DefaultArtist>;
export type DefaultWriter = z.infer<typeof DefaultWriter>;
export type DefaultCredit = z.infer<typeof DefaultCredit>;

const roleList = z.array(safeText().trim().min(1).max(100)).max(20).default([]);
export const DefaultRoles = z.object({ artist: roleList, writer: roleList, credit: roleList });

/** A platform profile link as typed: checked offline, the id is read from it on save. */
function profileLink(platform: ArtistPlatform) {
  return safeText()
    .trim()
    .max(500)
    .nullable()
    .default(null)
    .superRefine((value, ctx) => {
      if (!value) return;
      const parsed = parseProfileUrl(value, platform);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
    });
}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The artist's ISNI, checked like the wizard's (16 characters, MOD 11-2 check character): it
 * becomes the ISNI of this artist on releases that name none, so a typo would travel to stores.
 */
const artistIsni = text(30).superRefine((value, ctx) => {
  if (!value) return;
  const result = checkIsni(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
});

export const ArtistPreferencesInput = z.object({
  artistName: requiredText('Enter the artist name'),
  about: safeText().trim().max(5000).default(''),
  language: safeText().trim().min(2).max(10).default('en'),
  profileImg: text(1000),
  primaryGenre: text(),
  secondaryGenre: text(),
  timeZone: text(100).refine((zone) => zone === null || isTimeZone(zone), 'Choose a time zone from the list'),
  releaseTime: text(5).refine(
    (time) => time === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(time),
    'Give the release time as HH:MM',
  ),
  label: text(),
  c_line: text(),
  p_line: text(),
  /** Store (DSP) keys; empty = every store. */
  stores: z.array(safeText().trim().min(1).max(100)).max(500).default([]),
  /** ISO 3166-1 alpha-2 codes; empty = worldwide. */
  territories: z
    .array(
      safeText()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'Territories are two-letter country codes'),
    )
    .max(300)
    .default([]),
  defaultRoles: DefaultRoles.default({ artist: [], writer: [], credit: [] }),
  platforms: z
    .object({
      spotify: profileLink('spotify'),
      apple: profileLink('apple'),
      youtube: profileLink('youtube'),
      audiomack: profileLink('audiomack'),
    })
    .default({ spotify: null, apple: null, youtube: null, audiomack: null }),
  socials: z
    .object({ facebook: webLink, instagram: webLink, twitter: webLink, youtube: webLink })
    .default({ facebook: null, instagram: null, twitter: null, youtube: null }),
  additionalIds: z
    .object({ wikipedia: text(), ddex: text(), musicbrainz: text(), allmusic: text(), isni: artistIsni })
    .default({ wikipedia: null, ddex: null, musicbrainz: null, allmusic: null, isni: null }),
  delivery: DeliveryOptions.default(Object.fromEntries(DELIVERY_FLAGS.map((f) => [f, false])) as DeliveryOptions),
  defaultArtists: z.array(DefaultArtist).max(50).default([]),
  defaultWriters: z.array(DefaultWriter).max(50).default([]),
  defaultCredits: z.array(DefaultCredit).max(50).default([]),
});
export type ArtistPreferencesInput = z.infer<typeof ArtistPreferencesInput>;

const PlatformIdentity = z.object({ url: safeText(), id: safeText() }).nullable();
export const ArtistPreferences = ArtistPreferencesInput.extend({
  id: z.number().int(),
  platforms: z.object({
    spotify: PlatformIdentity,
    apple: PlatformIdentity,
    youtube: PlatformIdentity,
    audiomack: PlatformIdentity,
  }),
  releaseCount: z.number().int(),
  updatedAt: safeText(),
});
export type ArtistPreferences = z.infer<typeof ArtistPreferences>;

export const ArtistPreferencesResponse = z.object({ data: ArtistPreferences.nullable() });
export const SaveArtistPreferencesResponse = z.object({ message: safeText(), data: ArtistPreferences });

export const LabelArtistSubmitRequest = ArtistPreferencesInput.extend({ id: idField().optional() });
export type LabelArtistSubmitRequest = z.infer<typeof LabelArtistSubmitRequest>;
export const LabelArtistsPage = paginated(ArtistPreferences);
export const RemoveLabelArtistRequest = z.object({
  id: idParam('Choose an artist'),
});

export const PREFERENCES_SAVED = 'Preferences saved';
export const LABEL_ARTIST_SAVED = 'Artist saved';
export const LABEL_ARTIST_REMOVED = 'Artist removed';
export const LABEL_ONLY = 'Only label accounts manage label artists';

// ---- Collaborators ----

export const COLLABORATOR_TYPES = ['artist', 'writer', 'credit'] as const;
export const COLLABORATOR_MESSAGES = {
  typeRequired: 'Select artist type',
  nameRequired: 'Name of the artist is required',
  duplicateName: 'Same Artist name cannot be used',
  noName: 'Please fill out the collaborator name',
  defaultLocked: 'Default collaborators cannot be edited or deleted',
  added: 'Collaborators added',
  updated: 'Collaborator updated',
  removed: 'Collaborator removed',
} as const;

/** Names repeat when they are equal ignoring case and surrounding spaces. */
export function collaboratorNameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

const CollaboratorType = z.enum(COLLABORATOR_TYPES, { message: COLLABORATOR_MESSAGES.typeRequired });
const CollaboratorName = lineText({ message: COLLABORATOR_MESSAGES.nameRequired })
  .trim()
  .min(1, COLLABORATOR_MESSAGES.nameRequired)
  .max(200);

export const Collaborator = z.object({
  id: z.number().int(),
  name: safeText(),
  type: z.enum(COLLABORATOR_TYPES),
  isDefault: z.boolean(),
});
export type Collaborator = z.infer<typeof Collaborator>;
export const CollaboratorsResponse = z.object({ data: z.array(Collaborator) });

export const AddCollaboratorsRequest = z
  .object({
    collaborators: z
      .array(z.object({ name: CollaboratorName, type: CollaboratorType }), { message: COLLABORATOR_MESSAGES.noName })
      .min(1, COLLABORATOR_MESSAGES.noName)
      .max(50),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.collaborators.forEach((row, index) => {
      const key = collaboratorNameKey(row.name);
      if (key && seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: COLLABORATOR_MESSAGES.duplicateName,
          path: ['collaborators', index, 'name'],
        });
      seen.add(key);
    });
  });
export type AddCollaboratorsRequest = z.infer<typeof AddCollaboratorsRequest>;
export const UpdateCollaboratorRequest = z.object({
  id: idField(),
  name: CollaboratorName,
  type: CollaboratorType,
});
export const RemoveCollaboratorRequest = z.object({ id: idField() });
