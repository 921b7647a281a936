// What a delivery leaves in DATA_DIR/deliveries, and the owner's view of it through the API.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

export interface DeliveryLogApi {
  data: { kind: string; storeNames: string[]; text: string; detail: string | null }[];
}

/** Every file under `dir` (recursively). */
function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * The ERN message of release `upc` in the deliveries folder, checked to sit where a store
 * expects it: <storeId>/<batch>/<UPC>/<UPC>.xml, the batch closed by its manifest, the resources
 * (cover and audio) beside the message. Answers the message's file.
 */
export function deliveredErnFile(deliveries: string, upc: string): string {
  const erns = walk(deliveries).filter((file) => path.basename(file) === `${upc}.xml`);
  expect(erns.length, `no ${upc}.xml under ${deliveries}`).toBeGreaterThan(0);
  const ernFile = erns[0]!;
  const parts = path.relative(deliveries, ernFile).split(path.sep);
  expect(parts).toHaveLength(4);
  expect(parts[2]).toBe(upc);
  const batchDir = path.join(deliveries, parts[0]!, parts[1]!);
  expect(fs.existsSync(path.join(batchDir, `BatchComplete_${parts[1]}.xml`))).toBe(true);
  const resources = walk(path.join(batchDir, upc)).filter((file) => file !== ernFile);
  expect(resources.length, `resources beside ${ernFile}: ${resources.join(', ')}`).toBeGreaterThanOrEqual(3);
  return ernFile;
}

/** The ISRCs of the message's SoundRecordings, normalised (no hyphens, upper case); each must have one. */
export function soundRecordingIsrcs(xml: string): string[] {
  const recordings = xml.match(/<SoundRecording[\s>][\s\S]*?<\/SoundRecording>/g) ?? [];
  return recordings.map((recording, index) => {
    const isrc = /<ISRC>([^<]+)<\/ISRC>/.exec(recording)?.[1];
    expect(isrc, `SoundRecording ${index + 1} has no ISRC`).toBeTruthy();
    return isrc!.replace(/-/g, '').toUpperCase();
  });
}

/**
 * Validates the message against the ERN 4.3 XSD of DDEX_SCHEMA_DIR with xmllint; answers what
 * it did, or that it skipped because DDEX_SCHEMA_DIR is not set.
 */
export function validateErnAgainstXsd(ernFile: string): string {
  const schemaDir = process.env.DDEX_SCHEMA_DIR;
  if (!schemaDir)
    return 'XSD validation SKIPPED: DDEX_SCHEMA_DIR is not set (it should point at the folder holding ern43/release-notification.xsd).';
  const xsd = path.join(schemaDir, 'ern43', 'release-notification.xsd');
  const lint = spawnSync('xmllint', ['--noout', '--schema', xsd, ernFile], { encoding: 'utf8' });
  if (lint.error)
    throw new Error(`xmllint could not be started (${lint.error.message}): apt-get install -y libxml2-utils`);
  expect(lint.status, `xmllint rejected ${ernFile}:\n${lint.stderr}`).toBe(0);
  return `${path.basename(ernFile)} validates against ${xsd}`;
}
