import type { Release as ErnRelease, MessageKind, MessageParty, Problem } from '@liner/ddex/ern';
import { type DeliveryAction, isPlaceholderCode } from '@liner/domain';
import type { DdexSenderConfig } from '../../platform/config.js';
import type { DeliverableRelease } from '../releases/index.js';
import { dealsForStore } from './store-catalog.js';
import type { StoreDealType } from './tables.js';

/**
 * Liner's own party id as message sender. Until an operator registers one with DDEX
 * (LINER_DDEX_DPID), messages carry this placeholder and are marked TestMessage, so that a store
 * never mistakes a development delivery for a live one.
 */
export const PLACEHOLDER_SENDER_DPID = 'PADPIDALINERDEVSENDER';
/** Recipient of folder deliveries to a store whose DPID is unknown (never used over SFTP). */
export const PLACEHOLDER_RECIPIENT_DPID = 'PADPIDAUNKNOWNSTORE';

export function senderParty(sender: DdexSenderConfig): { party: MessageParty; isTest: boolean } {
  const dpid = sender.dpid || PLACEHOLDER_SENDER_DPID;
  const name = sender.name || (dpid === PLACEHOLDER_SENDER_DPID ? 'Liner (development sender)' : 'Liner');
  return { party: { dpid, name }, isTest: dpid === PLACEHOLDER_SENDER_DPID || sender.testMessages };
}

export interface StoreTarget {
  id: string;
  name: string;
  dpid: string | null;
  dealTypes: StoreDealType[];
  /** The store takes test messages only (its test feed) until an operator sets it live. */
  isTest?: boolean;
  /** Price tier of download deals at this store. */
  priceCode?: string | null;
}

/** A file of the package: where it goes inside the release folder and where it is in storage. */
export interface PackageFile {
  uri: string;
  storageKey: string;
}

export interface StoreMessage {
  release: ErnRelease;
  files: PackageFile[];
  /** Problems found while assembling (missing files), reported with the ERN check's. */
  problems: Problem[];
}

const KIND: Record<DeliveryAction, MessageKind> = { insert: 'Insert', update: 'Update', takedown: 'Takedown' };
const AUDIO_EXTENSION = { FLAC: 'flac', WAV: 'wav', AIFF: 'aif' } as const;
const IMAGE_EXTENSION = { JPEG: 'jpg', PNG: 'png' } as const;

const compactIsrc = (isrc: string) => isrc.replace(/[^a-zA-Z0-9]/g, '').toUpperCase();

/**
 * The ERN for one store: header (Liner to the store), deals (the release's territories times
 * the store's deal types; none for a takedown) and file URIs named by the package convention
 * `resources/<UPC>.jpg`, `resources/<UPC>_01_<NNN>.<ext>` (disc 1, track number).
 */
export function buildStoreMessage(input: {
  deliverable: DeliverableRelease;
  store: StoreTarget;
  batchId: string;
  action: DeliveryAction;
  createdAt: Date;
  /** The distributor's party (LINER_DDEX_DPID, LINER_DDEX_NAME). */
  sender: DdexSenderConfig;
  /** Deal types withheld at this store (a blocklist entry in force keeps the release out of its UGC). */
  withheldDealTypes?: readonly string[];
}): StoreMessage {
  const { deliverable, batchId } = input;
  const withheld = new Set(input.withheldDealTypes ?? []);
  const dealTypes = input.store.dealTypes.filter((type) => !withheld.has(type));
  const store = { ...input.store, dealTypes };
  // With every deal of the store withheld, what the store must receive is the withdrawal of the
  // deals it may hold: a takedown, whatever the batch asked.
  const action: DeliveryAction = dealTypes.length === 0 && input.store.dealTypes.length > 0 ? 'takedown' : input.action;
  const base = deliverable.release;
  const icpn = base.icpn;
  const liner = senderParty(input.sender);
  const sender = { ...liner, isTest: liner.isTest || store.isTest === true };
  const problems: Problem[] = [];
  const files: PackageFile[] = [];

  const coverUri = `resources/${icpn}.${IMAGE_EXTENSION[base.cover.format]}`;
  files.push({ uri: coverUri, storageKey: deliverable.files.coverStorageKey });
  const keysByIsrc = new Map(deliverable.files.tracks.map((t) => [compactIsrc(t.isrc), t.storageKey]));
  const tracks = base.tracks.map((track, index) => {
    const uri = `resources/${icpn}_01_${String(index + 1).padStart(3, '0')}.${AUDIO_EXTENSION[track.audio.format]}`;
    const storageKey = keysByIsrc.get(compactIsrc(track.isrc));
    if (storageKey) files.push({ uri, storageKey });
    else
      problems.push({
        severity: 'error',
        path: `tracks[${index}].audio`,
        message: `Track ${index + 1} has no audio file in storage.`,
      });
    return { ...track, audio: { ...track.audio, uri } };
  });

  const release: ErnRelease = {
    ...base,
    tracks,
    cover: { ...base.cover, uri: coverUri },
    header: {
      kind: KIND[action],
      messageId: `LINER-${batchId}-${store.id}`,
      threadId: `LINER-${batchId}`,
      sender: sender.party,
      recipients: [{ dpid: store.dpid ?? PLACEHOLDER_RECIPIENT_DPID, name: store.name }],
      createdAt: input.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      isTest: sender.isTest,
    },
    deals: action === 'takedown' ? [] : dealsForStore(store, deliverable.territories, base.releaseDate),
  };
  if (!sender.isTest) problems.push(...placeholderCodeProblems(release));
  return { release, files, problems };
}

/** Codes from Liner's placeholder ranges are not real allocations: they may travel in test messages only. */
function placeholderCodeProblems(release: ErnRelease): Problem[] {
  const problems: Problem[] = [];
  if (isPlaceholderCode('upc', release.icpn)) {
    problems.push({
      severity: 'error',
      path: 'icpn',
      message: `UPC ${release.icpn} is a placeholder code; only test messages may carry it. Set real identifier ranges and give the release a real UPC.`,
    });
  }
  release.tracks.forEach((track, index) => {
    if (isPlaceholderCode('isrc', track.isrc)) {
      problems.push({
        severity: 'error',
        path: `tracks[${index}].isrc`,
        message: `ISRC ${track.isrc} of track ${index + 1} is a placeholder code; only test messages may carry it.`,
      });
    }
  });
  return problems;
}
