/**
 * The folder pickup: every quarter of an hour, the trend files stores dropped in their
 * connection's trends folder (folder, SFTP or S3, see delivery's store-trend-folders.ts) are
 * imported like an upload. An imported file, or one imported before (same SHA-256: nothing
 * changes), moves to `archive/`; one that cannot be imported to `unreadable/`, with its reason in
 * the log and on its failed import. A store whose connection fails does not stop the others.
 */
import { TREND_PLATFORMS } from '@liner/ddex/trends';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, userFacingFailure } from '../../platform/errors.js';
import { visitStoreTrendFolders, type StoreTrendFolder } from '../delivery/index.js';
import { importTrendFile } from './import-trend-file.js';
import { storeTrendFile } from './trend-file-store.js';

export const TREND_PICKUP_QUEUE = 'analytics.pickup-trends';
export const TREND_PICKUP_CRON = '*/15 * * * *';

const TREND_FILE = /\.(csv|tsv|txt|tab)$/i;

/** The analytics platform of each store of the delivery catalog that reports one. */
const STORE_PLATFORMS: Record<string, string> = {
  spotify: 'spotify',
  'apple-music': 'apple',
  'amazon-music': 'amazon',
  deezer: 'deezer',
  soundcloud: 'soundcloud',
  pandora: 'pandora',
  iheartradio: 'iheart',
  audiomack: 'audiomack',
  anghami: 'anghami',
  boomplay: 'boomplay',
  kkbox: 'kkbox',
  jiosaavn: 'jio-saavn',
  netease: 'netease',
  'youtube-content-id': 'youtube-content-id',
  tiktok: 'tiktok',
};

/**
 * Whose report a file is: the platform its name starts with ("shazam-2026-03-01.tsv" in Apple's
 * folder, "youtube-shorts_0301.csv"), else the store's own platform; null when neither says.
 */
export function platformOfTrendFile(fileName: string, storeId: string): string | null {
  const name = fileName.toLowerCase();
  const named = [...TREND_PLATFORMS]
    .sort((a, b) => b.length - a.length)
    .find((slug) => name.startsWith(slug) && /[-_.]/.test(name.charAt(slug.length)));
  return named ?? STORE_PLATFORMS[storeId] ?? null;
}

export interface TrendPickupResult {
  read: number;
  imported: number;
  duplicates: number;
  problems: string[];
}

export async function pickUpTrendFiles(
  deps: AppDeps,
  visit: typeof visitStoreTrendFolders = visitStoreTrendFolders,
): Promise<TrendPickupResult> {
  const result: TrendPickupResult = { read: 0, imported: 0, duplicates: 0, problems: [] };
  const problems = await visit(deps, async (folder) => {
    const names = (await folder.list()).filter((name) => TREND_FILE.test(name)).sort();
    for (const name of names) {
      result.read += 1;
      const outcome = await importPickedUpFile(deps, folder, name).catch(
        (error: unknown): PickupOutcome => ({
          moveTo: 'unreadable',
          problem: userFacingFailure(error, 'the file could not be read from the store or stored'),
        }),
      );
      if (outcome.problem) {
        result.problems.push(`${folder.storeName} ${name}: ${outcome.problem}`);
        deps.logger.warn({ store: folder.storeId, file: name, reason: outcome.problem }, 'trend file not imported');
      } else if (outcome.duplicate) result.duplicates += 1;
      else result.imported += 1;
      await folder.moveTo(name, outcome.moveTo);
    }
  });
  result.problems.push(...problems);
  return result;
}

interface PickupOutcome {
  moveTo: 'archive' | 'unreadable';
  problem?: string;
  duplicate?: boolean;
}

async function importPickedUpFile(deps: AppDeps, folder: StoreTrendFolder, name: string): Promise<PickupOutcome> {
  const platform = platformOfTrendFile(name, folder.storeId);
  if (!platform)
    return { moveTo: 'unreadable', problem: 'no platform: name the file after it, e.g. spotify-2026-03-01.tsv' };
  // A copy in Liner's storage first: hashed on the way, and read from the start again by the import.
  const stored = await storeTrendFile(deps, name, await folder.open(name));
  try {
    const detail = await importTrendFile(deps, {
      source: 'folder',
      platform,
      fileName: stored.fileName,
      sha256: stored.sha256,
      open: () => deps.storage.get(stored.key),
    });
    if (detail.status === 'failed') return { moveTo: 'unreadable', problem: detail.error ?? 'the import failed' };
    return { moveTo: 'archive' };
  } catch (error) {
    if (error instanceof AppError && error.reason === 'TREND_FILE_DUPLICATE')
      return { moveTo: 'archive', duplicate: true };
    throw error;
  } finally {
    await deps.storage.delete(stored.key);
  }
}
