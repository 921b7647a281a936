import { z } from 'zod';

/**
 * The building blocks every contract uses for what a client sends: ids, text, dates. Each one
 * refuses, with a field message, what the database would otherwise refuse with an error of its own
 * (an id beyond a 32-bit integer column, a NUL byte in a text column, the 30th of February).
 */

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_ID = 2_147_483_647;

/** The largest page number a list accepts: far beyond any real list, well inside an OFFSET. */
export const MAX_PAGE = 100_000;

export const ID_MESSAGE = 'Give a whole number id';
export const TEXT_CONTROL_MESSAGE = 'Remove the control characters from this text';
export const DATE_MESSAGE = 'Use yyyy-mm-dd';
export const NOT_A_DATE_MESSAGE = 'This date does not exist';
export const MONTH_MESSAGE = 'Use yyyy-mm';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/** Which control characters a kind of text refuses: NUL only, all but tab and line breaks, or all. */
type ControlRule = 'nul' | 'multiline' | 'line';

/**
 * Half of a UTF-16 surrogate pair without its other half: JSON can carry one (`"\ud800"`), but it
 * is no character, and PostgreSQL refuses it inside a jsonb value.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` holds a C0 control character or DEL that `rule` refuses, or a lone surrogate. */
function hasRefusedControl(value: string, rule: ControlRule): boolean {
  if (LONE_SURROGATE.test(value)) return true;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0) return true;
    if (rule === 'nul' || (code >= 0x20 && code !== DELETE)) continue;
    if (rule === 'multiline' && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** `value` without any C0 control character or DEL. */
function withoutControls(value: string): string {
  let kept = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code !== DELETE) kept += char;
  }
  return kept;
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * Text without a NUL byte (a PostgreSQL text column cannot hold one). The drop-in replacement of
 * `z.string()` in contracts: it stays a ZodString, so `.trim().min().max()` chain as before.
 * Answers also use it: what the database returns cannot contain NUL, so it never refuses one.
 */
export function text(params?: StringParams) {
  return z.string(params).refine((value) => !hasRefusedControl(value, 'nul'), TEXT_CONTROL_MESSAGE);
}

/** Text a person writes over several lines (a message, a description): no control character but tab and line breaks. */
export function multilineText(params?: StringParams) {
  return z.string(params).refine((value) => !hasRefusedControl(value, 'multiline'), TEXT_CONTROL_MESSAGE);
}

/** One line of text (a name, a title, a search): no control character at all. */
export function lineText(params?: StringParams) {
  return z.string(params).refine((value) => !hasRefusedControl(value, 'line'), TEXT_CONTROL_MESSAGE);
}

/**
 * A file name as a browser or a client sent it (a multipart header), made safe to store and show:
 * control characters removed, trimmed, at most 255 characters; `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback = 'file'): string {
  const cleaned = withoutControls(name).trim().slice(0, 255).trim();
  return cleaned || fallback;
}

/**
 * A row id from a path, a query or a body: a positive whole number that fits the id column.
 * Path and query values are strings, so digits are coerced; anything else (a float, a negative,
 * an exponent, `999999999999`) is refused with `message`.
 */
export function idParam(message: string = ID_MESSAGE) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message });
}

/** Same as `idParam()` for a body field that must already be a JSON number (no coercion from text). */
export function idField(message: string = ID_MESSAGE) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message });
}

/** A whole number from a query or a form, coerced from its text, within [min, max]. */
export function boundedInt(min: number, max: number, message?: string) {
  const error = message ? { error: message } : undefined;
  return z.coerce.number(error).int(error).min(min, error).max(max, error);
}

/** `page` and `per_page` of a paginated list. */
export const pageNumber = () => boundedInt(1, MAX_PAGE).default(1);
export const perPage = (max: number, fallback: number) => boundedInt(1, max).default(fallback);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for a YYYY-MM-DD that is a day of the calendar (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar day written YYYY-MM-DD: the format with `formatMessage`, then the day must exist.
 * With `empty`, an empty or missing value is told that instead of the format (a form's date field).
 */
export function calendarDate(formatMessage: string = DATE_MESSAGE, options: { empty?: string } = {}) {
  const { empty } = options;
  const base = empty ? z.string({ error: empty }).min(1, { error: empty, abort: true }) : z.string();
  return base
    .regex(ISO_DAY, formatMessage)
    .refine((value) => !ISO_DAY.test(value) || isCalendarDate(value), NOT_A_DATE_MESSAGE);
}

/** A month written YYYY-MM (01 to 12), year 0001 or later. */
export function calendarMonth(message: string = MONTH_MESSAGE) {
  return z
    .string()
    .regex(ISO_MONTH, message)
    .refine((value) => !value.startsWith('0000'), message);
}
