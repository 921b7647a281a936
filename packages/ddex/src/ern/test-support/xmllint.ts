import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Validates many XML documents against the ERN 4.3 XSD in ONE xmllint run (loading the
 * schema dominates the cost). The schema is DDEX's and stays out of the project: it is found
 * through DDEX_SCHEMA_DIR, and tests skip (saying so) when that is unset.
 */
export const SCHEMA_DIR = process.env.DDEX_SCHEMA_DIR;
export const SKIP_MESSAGE = 'DDEX_SCHEMA_DIR not set: XSD validation skipped';

export interface SchemaVerdict {
  valid: boolean;
  /** xmllint's messages for this document (empty when valid). */
  errors: string;
}

export function validateAgainstErnSchema(documents: Record<string, string>): Record<string, SchemaVerdict> {
  if (!SCHEMA_DIR) throw new Error(SKIP_MESSAGE);
  const schema = join(SCHEMA_DIR, 'ern43', 'release-notification.xsd');
  const folder = mkdtempSync(join(tmpdir(), 'liner-ern-'));
  try {
    const files = Object.entries(documents).map(([name, xml]) => {
      const file = join(folder, `${name}.xml`);
      writeFileSync(file, xml);
      return { name, file };
    });
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, ...files.map((f) => f.file)], {
      encoding: 'utf8',
    });
    if (run.error) throw new Error(`xmllint could not run (install libxml2-utils): ${run.error.message}`);
    const output = `${run.stdout}${run.stderr}`;
    if (/failed to compile|WXS schema .* failed/.test(output)) throw new Error(`Schema did not load:\n${output}`);
    const verdicts: Record<string, SchemaVerdict> = {};
    for (const { name, file } of files) {
      const lines = output.split('\n').filter((line) => line.startsWith(file));
      verdicts[name] = {
        valid: lines.some((line) => line === `${file} validates`),
        errors: lines.filter((line) => line !== `${file} validates`).join('\n'),
      };
    }
    return verdicts;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
