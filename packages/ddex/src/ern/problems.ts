import type { Problem } from './model.js';
import { hasForbiddenXmlCharacter } from './xml-writer.js';

/** Collects problems for checkReleaseForDelivery, with the small checks every part repeats. */
export class ProblemList {
  readonly items: Problem[] = [];

  error(path: string, message: string): void {
    this.items.push({ severity: 'error', path, message });
  }

  warning(path: string, message: string): void {
    this.items.push({ severity: 'warning', path, message });
  }

  /** A required text: present, not blank, and writable as XML. Returns whether it is usable. */
  requireText(path: string, value: string | undefined, what: string): boolean {
    if (value === undefined || value.trim() === '') {
      this.error(path, `${what} is missing.`);
      return false;
    }
    return this.optionalText(path, value, what);
  }

  /** An optional text: when present, writable as XML. */
  optionalText(path: string, value: string | undefined, what: string): boolean {
    if (value !== undefined && hasForbiddenXmlCharacter(value)) {
      this.error(path, `${what} contains an invisible control character; retype it.`);
      return false;
    }
    return true;
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** xs:dateTime, optionally requiring a time zone. */
export function isDateTime(value: string, requireZone: boolean): boolean {
  const match = DATE_TIME.exec(value);
  if (!match || (requireZone && !match[2])) return false;
  return isIsoDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(match[2] ? value : `${value}Z`));
}

/** Milliseconds since the epoch for a deal date or date-time, read as UTC when it has no zone. */
export function instantOf(value: string): number {
  if (isIsoDate(value)) return Date.parse(`${value}T00:00:00Z`);
  return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);
}

export const LANGUAGE_CODE =
  /^[a-zA-Z]{2,3}(-[a-zA-Z]+)?(-[a-zA-Z]{2}|-[0-9]{3})?(-[a-zA-Z][a-zA-Z0-9]{4}[a-zA-Z0-9]*)?$/;

export function trackLabel(index: number): string {
  return `Track ${index + 1}`;
}
