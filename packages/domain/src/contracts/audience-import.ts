import { z } from 'zod';
import {
  AUDIENCE_FAN_FIELDS,
  AUDIENCE_IMPORT_MAX_BYTES,
  AUDIENCE_MESSAGES,
  type AudienceFanField,
} from './audience.js';
import { boundedInt, text } from './primitives.js';

/** Importing fans from a CSV file and exporting them (docs/product/audience.md): the column mapping, the request, the per-line result. */
/** Which column (0 = the first) fills which field; a field left out is not imported. */
export const AudienceColumnMapping = z
  .object(
    Object.fromEntries(
      AUDIENCE_FAN_FIELDS.map((field) => [field, boundedInt(0, 499, AUDIENCE_MESSAGES.columnMissing).optional()]),
    ) as Record<AudienceFanField, z.ZodOptional<ReturnType<typeof boundedInt>>>,
  )
  .superRefine((mapping, ctx) => {
    if (mapping.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: AUDIENCE_MESSAGES.emailColumn });
    const seen = new Map<number, string>();
    for (const field of AUDIENCE_FAN_FIELDS) {
      const column = mapping[field];
      if (column === undefined) continue;
      if (seen.has(column)) ctx.addIssue({ code: 'custom', path: [field], message: AUDIENCE_MESSAGES.columnTwice });
      seen.set(column, field);
    }
  });
export type AudienceColumnMapping = z.infer<typeof AudienceColumnMapping>;

export const BulkImportFansRequest = z.object({
  /** The CSV file's text (comma, semicolon or tab separated; detected). */
  csv: text({ error: 'Choose a CSV file' }).max(AUDIENCE_IMPORT_MAX_BYTES, AUDIENCE_MESSAGES.fileTooLarge),
  /** Whether the first line names the columns (it is then not a fan). */
  has_header: z.boolean().default(true),
  columns: AudienceColumnMapping,
  /**
   * The person importing confirms these fans agreed to their e-mails: a line whose mapped column
   * does not say otherwise is subscribed to blasts. Without it, only a "yes" in the file subscribes.
   */
  consent: z.boolean().default(false),
});
export type BulkImportFansRequest = z.input<typeof BulkImportFansRequest>;

export const AudienceImportFailure = z.object({
  /** The line of the file, counting from 1 as a text editor does (the header is line 1). */
  line: z.number().int(),
  /** One message per field that failed, "E-mail: Enter a valid e-mail address". */
  errors: z.array(text()),
});
export type AudienceImportFailure = z.infer<typeof AudienceImportFailure>;

export const AudienceImportResult = z.object({
  message: text(),
  /** Lines read (without the header). */
  lines: z.number().int(),
  /** New fans. */
  added: z.number().int(),
  /** Fans already in the list whose details the file completed. */
  updated: z.number().int(),
  /** Lines whose e-mail address an earlier line of the file had: merged into that line. */
  merged: z.array(z.object({ line: z.number().int(), into_line: z.number().int(), email: text() })),
  failed: z.array(AudienceImportFailure),
});
export type AudienceImportResult = z.infer<typeof AudienceImportResult>;

/** The column headers of the export, and the names an import recognises for each field. */
export const AUDIENCE_EXPORT_COLUMNS = ['id', 'type', ...AUDIENCE_FAN_FIELDS, 'created_at'] as const;

const HEADER_WORDS: Record<AudienceFanField, readonly string[]> = {
  name: ['name', 'fullname', 'fanname', 'displayname', 'firstname', 'username'],
  email: ['email', 'emailaddress', 'mail', 'e-mail'],
  country: ['country', 'countrycode', 'nation', 'location'],
  service: ['service', 'platform', 'source', 'dsp', 'store'],
  subscription_type: ['subscriptiontype', 'subscription', 'plan', 'product', 'tier'],
  age: ['age'],
  followers: ['followers', 'followercount', 'followerscount'],
  image: ['image', 'imageurl', 'avatar', 'avatarurl', 'picture', 'photo'],
  facebook: ['facebook', 'fb'],
  instagram: ['instagram', 'ig'],
  youtube: ['youtube', 'yt'],
  x_twitter: ['xtwitter', 'twitter', 'x'],
  spotify: ['spotify', 'spotifyprofile', 'spotifyurl'],
  blast_email_subscribed: ['blastemailsubscribed', 'subscribed', 'optin', 'newsletter', 'emailsubscribed', 'consent'],
};

/** The columns a file's header line most likely holds, field by field (each column once). */
export function guessAudienceColumns(headers: readonly string[]): Partial<Record<AudienceFanField, number>> {
  const keys = headers.map((header) =>
    header
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '')
      .replace(/-/g, ''),
  );
  const guessed: Partial<Record<AudienceFanField, number>> = {};
  const taken = new Set<number>();
  for (const field of AUDIENCE_FAN_FIELDS) {
    const words = HEADER_WORDS[field].map((word) => word.replace(/-/g, ''));
    const column = keys.findIndex((key, index) => !taken.has(index) && words.includes(key));
    if (column >= 0) {
      guessed[field] = column;
      taken.add(column);
    }
  }
  return guessed;
}
