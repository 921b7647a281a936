/**
 * Where a release honestly stands at one store. "Sent" is said only of a live (not test) message
 * that left Liner over a network transport; a test message, or a package left in Liner's own
 * outgoing folder, is "packaged": it has not reached the store as a delivery.
 */
export const STORE_DELIVERY_STATES = [
  'queued',
  'packaged',
  'sent',
  'acknowledged',
  'live',
  'failed',
  'taken_down',
] as const;
export type StoreDeliveryState = (typeof STORE_DELIVERY_STATES)[number];

export type StoreAckStatus = 'accepted' | 'live' | 'rejected';

export interface StoreDeliveryFacts {
  action: 'insert' | 'update' | 'takedown';
  status: 'queued' | 'building' | 'sending' | 'delivered' | 'failed' | 'acknowledged';
  /** Null for a job not built yet. */
  isTest: boolean | null;
  transportKind: string | null;
  ackStatus: StoreAckStatus | null;
}

/** A package that stays on Liner's side: a test message, or one written to the local folder. */
export function isPackageOnly(facts: Pick<StoreDeliveryFacts, 'isTest' | 'transportKind'>): boolean {
  return facts.isTest !== false || facts.transportKind === 'folder';
}

export function storeDeliveryState(facts: StoreDeliveryFacts): StoreDeliveryState {
  if (facts.status === 'failed' || facts.ackStatus === 'rejected') return 'failed';
  if (facts.status !== 'delivered' && facts.status !== 'acknowledged') return 'queued';
  if (facts.action === 'takedown') {
    if (facts.ackStatus !== null) return 'taken_down';
    return isPackageOnly(facts) ? 'packaged' : 'taken_down';
  }
  if (facts.ackStatus === 'live') return 'live';
  if (facts.ackStatus === 'accepted') return 'acknowledged';
  return isPackageOnly(facts) ? 'packaged' : 'sent';
}

export const STORE_STATE_LABEL: Record<StoreDeliveryState, string> = {
  queued: 'Queued',
  packaged: 'Packaged (test)',
  sent: 'Sent',
  acknowledged: 'Acknowledged',
  live: 'Live',
  failed: 'Failed',
  taken_down: 'Taken down',
};

/** One sentence under the state's chip, for the artist. */
export function storeStateExplanation(
  state: StoreDeliveryState,
  facts: Pick<StoreDeliveryFacts, 'isTest' | 'transportKind' | 'action'>,
): string {
  switch (state) {
    case 'queued':
      return 'Waiting to be sent.';
    case 'packaged':
      return facts.isTest !== false
        ? 'A test message was prepared; it was not sent to the store as a delivery.'
        : 'The package waits in the outgoing folder; it has not reached the store yet.';
    case 'sent':
      return 'Sent to the store; waiting for its acknowledgement.';
    case 'acknowledged':
      return 'The store received the delivery and accepted it; not live yet.';
    case 'live':
      return 'Live at the store.';
    case 'failed':
      return 'The delivery did not go through.';
    case 'taken_down':
      return facts.action === 'takedown' ? 'The store was told to take the release down.' : 'Taken down.';
  }
}

/** What happened at a store, as the artist's timeline tells it. */
export const TIMELINE_KINDS = [
  'queued',
  'packaged',
  'sent',
  'acknowledged',
  'live',
  'rejected',
  'failed',
  'takedown_packaged',
  'taken_down',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** "Spotify", "Spotify and Deezer", "Spotify, Deezer and 3 more stores". */
export function storeNamesText(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'no store';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more stores`;
}

/** The timeline line without its time: "Sent to Spotify", "Live on Spotify and Deezer". */
export function timelineText(kind: TimelineKind, storeNames: string[]): string {
  const stores = storeNamesText(storeNames);
  switch (kind) {
    case 'queued':
      return `Queued for ${stores}`;
    case 'packaged':
      return `Test package prepared for ${stores} (not sent)`;
    case 'sent':
      return `Sent to ${stores}`;
    case 'acknowledged':
      return `Received by ${stores}`;
    case 'live':
      return `Live on ${stores}`;
    case 'rejected':
      return `Rejected by ${stores}`;
    case 'failed':
      return `Delivery to ${stores} failed`;
    case 'takedown_packaged':
      return `Test takedown prepared for ${stores} (not sent)`;
    case 'taken_down':
      return `Takedown sent to ${stores}`;
  }
}
