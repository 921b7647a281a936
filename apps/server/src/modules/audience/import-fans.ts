import { and, eq, inArray } from 'drizzle-orm';
import {
  AUDIENCE_FAN_FIELDS,
  AUDIENCE_FIELD_LABELS,
  AUDIENCE_IMPORT_MAX_BYTES,
  AUDIENCE_MESSAGES,
  type AudienceColumnMapping,
  type AudienceFan,
  type AudienceFanField,
  AudienceFanInput,
  type AudienceImportFailure,
  type AudienceImportResult,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { fanColumns } from './present-member.js';
import { readFanCsv } from './read-fan-csv.js';
import { updateGivenFields } from './update-given-fields.js';
import { audienceMembers } from './tables.js';

export interface FanImport {
  csv: string;
  has_header: boolean;
  columns: AudienceColumnMapping;
  consent: boolean;
}

/** A line that passed: the fan, and which fields the file gave (an empty cell gives nothing). */
interface ReadFan {
  line: number;
  fan: AudienceFan;
  given: Set<AudienceFanField>;
}

const INSERT_CHUNK = 500;

/** The message of each field that failed, named as the mapping step names it. */
function failureOf(line: number, issues: { path: PropertyKey[]; message: string }[]): AudienceImportFailure {
  const errors = issues.map((issue) => {
    const field = String(issue.path[0] ?? '') as AudienceFanField;
    return `${AUDIENCE_FIELD_LABELS[field] ?? field}: ${issue.message}`;
  });
  return { line, errors: [...new Set(errors)] };
}

/** The mapped cells of one record as the fan contract reads them. */
function rawFan(cells: string[], columns: AudienceColumnMapping, consent: boolean) {
  const raw: Partial<Record<AudienceFanField, string | boolean>> = {};
  const given = new Set<AudienceFanField>();
  for (const field of AUDIENCE_FAN_FIELDS) {
    const column = columns[field];
    if (column === undefined) continue;
    const cell = cells[column] ?? '';
    raw[field] = cell;
    if (cell.trim()) given.add(field);
  }
  // Consent covers every line whose file does not answer for itself.
  if (consent && !given.has('blast_email_subscribed')) {
    raw.blast_email_subscribed = true;
    given.add('blast_email_subscribed');
  }
  return { raw, given };
}

function summary(added: number, updated: number, merged: number, failed: number): string {
  const parts = [`${added} added`, `${updated} updated`];
  if (merged > 0) parts.push(`${merged} merged with an earlier line`);
  if (failed > 0) parts.push(`${failed} ${failed === 1 ? 'line' : 'lines'} not imported`);
  return `Import finished: ${parts.join(', ')}`;
}

/**
 * fan/bulk-import: reads the CSV with the person's column mapping, checks every line with the
 * fan contract and answers each failed line with its number and reasons. Lines with an e-mail
 * address seen earlier in the file are merged into that line; addresses already in the audience
 * update that fan with what the file gives. The good lines are written in one transaction: every
 * line ends up added, updated, merged or listed as failed, none is dropped unsaid.
 */
export async function importFans(deps: AppDeps, accountId: number, input: FanImport): Promise<AudienceImportResult> {
  if (Buffer.byteLength(input.csv, 'utf8') > AUDIENCE_IMPORT_MAX_BYTES)
    throw fieldError('csv', AUDIENCE_MESSAGES.fileTooLarge);
  const file = readFanCsv(input.csv, input.has_header);
  for (const field of AUDIENCE_FAN_FIELDS) {
    const column = input.columns[field];
    if (column !== undefined && column >= file.width)
      throw fieldError(`columns.${field}`, AUDIENCE_MESSAGES.columnMissing);
  }
  const headerWidth = file.header?.length ?? 0;

  const failed: AudienceImportFailure[] = [];
  const merged: AudienceImportResult['merged'] = [];
  const byEmail = new Map<string, ReadFan>();
  for (const record of file.records) {
    if (headerWidth > 0 && record.cells.length > headerWidth) {
      failed.push({
        line: record.line,
        errors: [
          `This line has ${record.cells.length} columns and the header ${headerWidth}: a value with a comma needs quotes`,
        ],
      });
      continue;
    }
    const { raw, given } = rawFan(record.cells, input.columns, input.consent);
    const parsed = AudienceFanInput.safeParse(raw);
    if (!parsed.success) {
      failed.push(failureOf(record.line, parsed.error.issues));
      continue;
    }
    const read: ReadFan = { line: record.line, fan: parsed.data, given };
    const earlier = byEmail.get(read.fan.email);
    if (earlier) {
      merged.push({ line: read.line, into_line: earlier.line, email: read.fan.email });
      const fan = { ...earlier.fan };
      for (const field of given) Object.assign(fan, { [field]: read.fan[field] });
      byEmail.set(read.fan.email, { line: earlier.line, fan, given: new Set([...earlier.given, ...given]) });
    } else byEmail.set(read.fan.email, read);
  }

  const fans = [...byEmail.values()];
  const now = deps.clock.now();
  let added = 0;
  let updated = 0;
  try {
    await deps.db.transaction(async (tx) => {
      const existing = new Map<string, number>();
      for (let at = 0; at < fans.length; at += INSERT_CHUNK) {
        const emails = fans.slice(at, at + INSERT_CHUNK).map((read) => read.fan.email);
        const rows = await tx
          .select({ id: audienceMembers.id, email: audienceMembers.email })
          .from(audienceMembers)
          .where(and(eq(audienceMembers.accountId, accountId), inArray(audienceMembers.email, emails)));
        for (const row of rows) if (row.email) existing.set(row.email, row.id);
      }
      const fresh = fans.filter((read) => !existing.has(read.fan.email));
      for (let at = 0; at < fresh.length; at += INSERT_CHUNK) {
        const chunk = fresh.slice(at, at + INSERT_CHUNK);
        await tx.insert(audienceMembers).values(
          chunk.map((read) => ({
            accountId,
            type: 'custom' as const,
            ...fanColumns(read.fan),
            createdAt: now,
            updatedAt: now,
          })),
        );
      }
      added = fresh.length;
      const known = fans.flatMap((read) => {
        const id = existing.get(read.fan.email);
        return id === undefined ? [] : [{ id, fan: read.fan, given: read.given }];
      });
      await updateGivenFields(tx, known, now);
      updated = known.length;
    });
  } catch (error) {
    // Someone added one of these addresses while the file was read: nothing was written.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', { message: 'Your audience changed during the import; import the file again' });
    throw error;
  }
  failed.sort((a, b) => a.line - b.line);
  return {
    message: summary(added, updated, merged.length, failed.length),
    lines: file.records.length,
    added,
    updated,
    merged,
    failed,
  };
}
