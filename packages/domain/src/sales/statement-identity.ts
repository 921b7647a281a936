/**
 * What a store report is, apart from its bytes: the same report re-saved with other line endings,
 * another encoding or a byte-order mark has another SHA-256 but the same identity.
 *
 * A DDEX DSR names itself (sender, MessageId, usage period, file number of a multi-file message),
 * so a second one is the same report for certain. A CSV export has no id: the same store(s),
 * period, line count and total in one currency make it probably the same report, which the
 * operator may confirm is not (two accounts at one store can report alike).
 */

export type StatementIdentityKind = 'dsr' | 'csv';

export interface DsrIdentityParts {
  senderPartyId: string;
  messageId: string;
  usageStartDate: string;
  usageEndDate: string;
  fileNumber: number;
}

export interface CsvIdentityParts {
  stores: readonly string[];
  /** yyyy-mm, or the earliest sale date's month. */
  period: string;
  lines: number;
  amountMicros: bigint;
  currency: string;
}

const squash = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');

export function dsrStatementIdentity(parts: DsrIdentityParts): string {
  return [
    'dsr',
    squash(parts.senderPartyId).toUpperCase(),
    squash(parts.messageId),
    squash(parts.usageStartDate),
    squash(parts.usageEndDate),
    String(parts.fileNumber),
  ].join('|');
}

export function csvStatementIdentity(parts: CsvIdentityParts): string {
  const stores = [...new Set(parts.stores.map((s) => squash(s).toLowerCase()))].sort().join(',');
  return [
    'csv',
    stores,
    squash(parts.period),
    String(parts.lines),
    parts.amountMicros.toString(),
    squash(parts.currency).toUpperCase(),
  ].join('|');
}

export function statementIdentityKind(identity: string): StatementIdentityKind {
  return identity.startsWith('dsr|') ? 'dsr' : 'csv';
}

/** A DSR imported already: refused. */
export function duplicateDsrMessage(earlierId: number): string {
  return `This report was already imported as statement #${earlierId} (same sender, message id, period and file number)`;
}

/** A CSV that looks imported already: the operator confirms before it imports. */
export function possibleDuplicateCsvMessage(earlierId: number): string {
  return `This looks like statement #${earlierId} again (same store, period, line count and total); upload it with "Import anyway" if it is another report`;
}
