import { exampleAlbum } from '@liner/ddex/ern';
import { describe, expect, it } from 'vitest';
import type { DeliverableRelease } from '../releases/index.js';
import { buildStoreMessage } from './build-store-message.js';

const LIVE_SENDER = { dpid: 'PADPIDA2099010101X', name: 'Liner', testMessages: false };
const TEST_SENDER = { ...LIVE_SENDER, testMessages: true };
const STORE = { id: 'spotify', name: 'Spotify', dpid: 'PADPIDA2011072101T', dealTypes: ['streaming' as const] };

function deliverable(icpn: string, isrcs: string[]): DeliverableRelease {
  const { header: _header, deals: _deals, ...release } = exampleAlbum(isrcs.length);
  const tracks = release.tracks.map((track, index) => ({ ...track, isrc: isrcs[index] }));
  return {
    releaseId: 1,
    ownerUserId: 1,
    release: { ...release, icpn, tracks },
    territories: { worldwide: true, excluding: [] },
    storeIds: [STORE.id],
    files: { coverStorageKey: 'cover', tracks: isrcs.map((isrc) => ({ isrc, storageKey: isrc })) },
  };
}

const build = (release: DeliverableRelease, sender: typeof LIVE_SENDER) =>
  buildStoreMessage({
    deliverable: release,
    store: STORE,
    batchId: 'b1',
    action: 'insert',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    sender,
  }).problems.map((problem) => `${problem.path}: ${problem.message}`);

describe('placeholder codes in store messages', () => {
  const placeholder = deliverable('020000000046', ['USRC17607839', 'ZZLNR2500002']);

  it('refuses placeholder codes in a live message, naming each', () => {
    expect(build(placeholder, LIVE_SENDER)).toEqual([
      'icpn: UPC 020000000046 is a placeholder code; only test messages may carry it. Set real identifier ranges and give the release a real UPC.',
      'tracks[1].isrc: ISRC ZZLNR2500002 of track 2 is a placeholder code; only test messages may carry it.',
    ]);
  });

  it('lets a test message carry them', () => {
    expect(build(placeholder, TEST_SENDER)).toEqual([]);
  });

  it('lets a live message carry real codes', () => {
    expect(build(deliverable('036000291452', ['USRC17607839', 'GBAYC1700598']), LIVE_SENDER)).toEqual([]);
  });
});
