import { z } from 'zod';
import { ANALYTICS_PLATFORMS, analyticsPlatform } from '../analytics/platforms.js';
import { countryCodeOf } from '../countries.js';
import { paginated } from './common.js';
import { boundedInt, idField, idParam, lineText, MAX_ID, pageNumber, text } from './primitives.js';

/**
 * The audience of an account (docs/product/audience.md): the fans it added or imported ("custom"
 * fans, paged on their own) and the followers its artist profiles have on the platforms, brought
 * by a refresh ("platform" members).
 */
export const AUDIENCE_MEMBER_TYPES = ['custom', 'platform'] as const;
export type AudienceMemberType = (typeof AUDIENCE_MEMBER_TYPES)[number];

/** The platform subscription a fan holds, when known. */
export const AUDIENCE_SUBSCRIPTION_TYPES = ['free', 'premium'] as const;
export type AudienceSubscriptionType = (typeof AUDIENCE_SUBSCRIPTION_TYPES)[number];

export const AUDIENCE_SOCIAL_LINKS = ['facebook', 'instagram', 'youtube', 'x_twitter', 'spotify'] as const;
export type AudienceSocialLink = (typeof AUDIENCE_SOCIAL_LINKS)[number];

/** The fields a fan has, in the order the form and the import's column mapping show them. */
export const AUDIENCE_FAN_FIELDS = [
  'name',
  'email',
  'country',
  'service',
  'subscription_type',
  'age',
  'followers',
  'image',
  ...AUDIENCE_SOCIAL_LINKS,
  'blast_email_subscribed',
] as const;
export type AudienceFanField = (typeof AUDIENCE_FAN_FIELDS)[number];

export const AUDIENCE_FIELD_LABELS: Record<AudienceFanField, string> = {
  name: 'Name',
  email: 'E-mail',
  country: 'Country',
  service: 'Platform',
  subscription_type: 'Subscription',
  age: 'Age',
  followers: 'Followers',
  image: 'Image link',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x_twitter: 'X (Twitter)',
  spotify: 'Spotify profile',
  blast_email_subscribed: 'Receives e-mail blasts',
};

/** The most lines one import takes, and the largest file: a bigger list is split in several files. */
export const AUDIENCE_IMPORT_MAX_LINES = 5000;
export const AUDIENCE_IMPORT_MAX_BYTES = 1_000_000;
/** How many fans one bulk removal takes (a page of the list is at most 100). */
export const AUDIENCE_BULK_REMOVE_MAX = 500;
/** findAll answers at most this many members; `total` says how many matched. */
export const AUDIENCE_FIND_ALL_LIMIT = 1000;
export const AUDIENCE_PER_PAGE = 20;
export const AUDIENCE_MAX_PER_PAGE = 100;

export const AUDIENCE_MESSAGES = {
  email: 'Enter the fan’s e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  emailTaken: 'This e-mail address is already in your audience',
  name: 'Keep the name under 200 characters',
  country: 'Unknown country: use a two-letter code (DE) or the English name (Germany)',
  service: 'Unknown platform: choose one from the list (Spotify, Apple Music, Deezer, …)',
  subscription: 'The subscription is free or premium',
  age: 'The age is a whole number from 1 to 120',
  followers: 'Followers is a whole number, 0 or more',
  link: 'Give a full link starting with https://',
  flag: 'Write yes or no',
  added: 'Fan added',
  removed: 'Fan removed',
  notFound: 'No such fan in your audience',
  emailColumn: 'Choose the column that holds the e-mail addresses',
  columnTwice: 'Each column can fill one field only',
  columnMissing: 'This column is not in the file',
  fileEmpty: 'The file has no fans: it is empty or holds only the header line',
  fileTooLarge: `The file is larger than ${AUDIENCE_IMPORT_MAX_BYTES / 1_000_000} MB: split it into smaller files`,
  tooManyLines: `The file has more than ${AUDIENCE_IMPORT_MAX_LINES.toLocaleString('en')} fans: split it into smaller files`,
  refreshRunning: 'A refresh is already running',
  refreshStarted: 'Refreshing your audience from your platforms',
} as const;

/** Empty text, or only spaces, is "not given". */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** A field of a fan that may be left empty: blank is null, anything else must pass `schema`. */
function optionalText<T extends z.ZodType<unknown, string>>(schema: T) {
  return text()
    .nullable()
    .optional()
    .transform((value) => (blank(value) ? null : value))
    .pipe(schema.nullable());
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const webLink = () =>
  optionalText(text().trim().max(500, AUDIENCE_MESSAGES.link).refine(isWebLink, AUDIENCE_MESSAGES.link));

/** A whole number written in a file or a form: "1,234", "1 234" and 1234 are the same. */
function wholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), text().max(20, message)])
    .nullable()
    .optional()
    .transform((value) => (blank(value) ? null : value))
    .transform((value) =>
      value === null || value === undefined
        ? null
        : typeof value === 'number'
          ? value
          : Number(value.trim().replace(/[\s,_]/g, '')),
    )
    .refine((value) => value === null || (Number.isInteger(value) && value >= min && value <= max), message);
}

const platformKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A platform named by its slug ("apple") or its name ("Apple Music"): the catalog's slug. */
export function audienceServiceOf(value: string): string | null {
  const key = platformKey(value);
  if (!key) return null;
  return (
    ANALYTICS_PLATFORMS.find((platform) => platformKey(platform.slug) === key || platformKey(platform.name) === key)
      ?.slug ?? null
  );
}

export function audienceServiceName(slug: string | null): string | null {
  return slug ? (analyticsPlatform(slug)?.name ?? slug) : null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'subscribed', 'on', 'x']);
const NO = new Set(['no', 'n', 'false', '0', 'unsubscribed', 'off', '']);

/**
 * One fan as the form sends it and as each line of an import is read: every field but the e-mail
 * address may be empty. Text is accepted where a file holds text (a country's name, "Spotify",
 * "1,200 followers" as 1,200, "yes"), and read into the stored form.
 */
export const AudienceFanInput = z.object({
  name: optionalText(lineText().trim().max(200, AUDIENCE_MESSAGES.name)),
  email: text({ error: AUDIENCE_MESSAGES.email })
    .trim()
    .toLowerCase()
    .min(1, AUDIENCE_MESSAGES.email)
    .max(254, AUDIENCE_MESSAGES.emailInvalid)
    .pipe(z.email(AUDIENCE_MESSAGES.emailInvalid)),
  /** A two-letter code or an English name; stored as the code. */
  country: optionalText(
    text()
      .trim()
      .max(100, AUDIENCE_MESSAGES.country)
      .transform((value, ctx) => {
        const code = countryCodeOf(value);
        if (code) return code;
        ctx.addIssue({ code: 'custom', message: AUDIENCE_MESSAGES.country });
        return z.NEVER;
      }),
  ),
  /** A platform of the analytics catalog, by slug or name. */
  service: optionalText(
    text()
      .trim()
      .max(100, AUDIENCE_MESSAGES.service)
      .transform((value, ctx) => {
        const slug = audienceServiceOf(value);
        if (slug) return slug;
        ctx.addIssue({ code: 'custom', message: AUDIENCE_MESSAGES.service });
        return z.NEVER;
      }),
  ),
  subscription_type: optionalText(
    text()
      .trim()
      .max(20, AUDIENCE_MESSAGES.subscription)
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(AUDIENCE_SUBSCRIPTION_TYPES, { error: AUDIENCE_MESSAGES.subscription })),
  ),
  age: wholeNumber(1, 120, AUDIENCE_MESSAGES.age),
  followers: wholeNumber(0, MAX_ID, AUDIENCE_MESSAGES.followers),
  image: webLink(),
  facebook: webLink(),
  instagram: webLink(),
  youtube: webLink(),
  x_twitter: webLink(),
  spotify: webLink(),
  /** Whether the fan agreed to the artist's e-mail blasts; not given: no. */
  blast_email_subscribed: z
    .union([z.boolean(), text().max(20, AUDIENCE_MESSAGES.flag)])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return false;
      if (typeof value === 'boolean') return value;
      const word = value.trim().toLowerCase();
      if (YES.has(word)) return true;
      if (NO.has(word)) return false;
      ctx.addIssue({ code: 'custom', message: AUDIENCE_MESSAGES.flag });
      return z.NEVER;
    }),
});
export type AudienceFanInput = z.input<typeof AudienceFanInput>;
export type AudienceFan = z.output<typeof AudienceFanInput>;

/** A member as the API answers it. */
export const AudienceMember = z.object({
  id: z.number().int(),
  type: z.enum(AUDIENCE_MEMBER_TYPES),
  name: text().nullable(),
  email: text().nullable(),
  country: text().nullable(),
  country_code: text().nullable(),
  service: text().nullable(),
  service_name: text().nullable(),
  subscription_type: z.enum(AUDIENCE_SUBSCRIPTION_TYPES).nullable(),
  image: text().nullable(),
  followers: z.number().int().nullable(),
  age: z.number().int().nullable(),
  facebook: text().nullable(),
  instagram: text().nullable(),
  youtube: text().nullable(),
  x_twitter: text().nullable(),
  spotify: text().nullable(),
  blast_email_subscribed: z.boolean(),
  created_at: text(),
  updated_at: text(),
});
export type AudienceMember = z.infer<typeof AudienceMember>;

export const AudienceMemberResponse = z.object({ message: text(), data: AudienceMember });
export type AudienceMemberResponse = z.infer<typeof AudienceMemberResponse>;

/** The search of findAll/{q} and find/fans/{q}: a part of a name, an e-mail address or a country. */
export const AudienceSearchParams = z.object({ q: lineText().trim().max(100, 'Keep the search under 100 characters') });
export type AudienceSearchParams = z.infer<typeof AudienceSearchParams>;

/** findAll may keep to one type of member (the page's platform list asks for 'platform'). */
export const AudienceFindAllQuery = z.object({
  type: z.enum(AUDIENCE_MEMBER_TYPES, { error: 'The type is custom or platform' }).optional(),
});
export type AudienceFindAllQuery = z.infer<typeof AudienceFindAllQuery>;

export const AudiencePageQuery = z.object({
  page: pageNumber(),
  per_page: boundedInt(1, AUDIENCE_MAX_PER_PAGE).default(AUDIENCE_PER_PAGE),
});
export type AudiencePageQuery = z.infer<typeof AudiencePageQuery>;

export const AudienceFansPage = paginated(AudienceMember);
export type AudienceFansPage = z.infer<typeof AudienceFansPage>;

export const AudienceFindAllResponse = z.object({
  data: z.array(AudienceMember),
  /** How many matched; more than `data` holds when past AUDIENCE_FIND_ALL_LIMIT. */
  total: z.number().int(),
});
export type AudienceFindAllResponse = z.infer<typeof AudienceFindAllResponse>;

export const RemoveFanQuery = z.object({ id: idParam('Choose a fan') });
export type RemoveFanQuery = z.infer<typeof RemoveFanQuery>;

export const BulkRemoveFansRequest = z.object({
  ids: z
    .array(idField('Choose a fan'))
    .min(1, 'Choose at least one fan')
    .max(AUDIENCE_BULK_REMOVE_MAX, `Remove at most ${AUDIENCE_BULK_REMOVE_MAX} fans at once`),
});
export type BulkRemoveFansRequest = z.infer<typeof BulkRemoveFansRequest>;

export const BulkRemoveFansResponse = z.object({ message: text(), removed: z.number().int() });
export type BulkRemoveFansResponse = z.infer<typeof BulkRemoveFansResponse>;

export const AUDIENCE_REFRESH_STATES = ['idle', 'running', 'finished', 'failed'] as const;
export type AudienceRefreshState = (typeof AUDIENCE_REFRESH_STATES)[number];

export const AudienceRefreshStatus = z.object({
  status: z.enum(AUDIENCE_REFRESH_STATES),
  /** Whether a refresh may start now (none running, and the last one is old enough). */
  allow_refresh: z.boolean(),
  started_at: text().nullable(),
  finished_at: text().nullable(),
  /** When the next refresh may start, if not now. */
  next_refresh_at: text().nullable(),
  /** What the last refresh did, or why it failed. */
  message: text().nullable(),
  added: z.number().int(),
  updated: z.number().int(),
});
export type AudienceRefreshStatus = z.infer<typeof AudienceRefreshStatus>;

export const AudienceRefreshResponse = z.object({ message: text(), data: AudienceRefreshStatus });
export type AudienceRefreshResponse = z.infer<typeof AudienceRefreshResponse>;
