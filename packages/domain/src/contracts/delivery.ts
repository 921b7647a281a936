import { z } from 'zod';
import { STORE_DELIVERY_STATES, TIMELINE_KINDS } from '../delivery/store-state.js';
import { text } from './primitives.js';

// Delivery to stores: the store catalog, the per-release delivery log and store states, and the
// operator's import of a store acknowledgement.

/** ugc: claims on users' uploads; ugc-library: the recording in a UGC service's sound library. */
export const STORE_DEAL_TYPES = ['streaming', 'download', 'ugc', 'ugc-library'] as const;
export const StoreDealType = z.enum(STORE_DEAL_TYPES);

/** A store in the catalog ("stores and services"). */
export const Store = z.object({
  id: text(),
  name: text(),
  /** DDEX party id (PADPIDA...), null where none is known yet. */
  dpid: text().nullable(),
  dealTypes: z.array(StoreDealType),
  transport: z.enum(['folder', 'sftp', 's3']),
  /** SFTP delivery needs the store's DPID as message recipient. */
  needsDpid: z.boolean(),
  /** The store's price tier for downloads, set by the operator; null = the store's default. */
  priceCode: text().nullable(),
});
export type Store = z.infer<typeof Store>;
export const StoreList = z.object({ data: z.array(Store) });
export type StoreList = z.infer<typeof StoreList>;

export const DeliveryAction = z.enum(['insert', 'update', 'takedown']);
export type DeliveryAction = z.infer<typeof DeliveryAction>;

export const DeliveryLogEntry = z.object({
  id: z.number().int(),
  releaseId: z.number().int(),
  storeId: text().nullable(),
  /** The target name shown in the log. */
  storeName: text().nullable(),
  action: DeliveryAction,
  step: text(),
  status: z.enum(['ok', 'error', 'info']),
  message: text(),
  at: text(),
});
export type DeliveryLogEntry = z.infer<typeof DeliveryLogEntry>;
export const DeliveryLog = z.object({ data: z.array(DeliveryLogEntry) });
export type DeliveryLog = z.infer<typeof DeliveryLog>;

export const DeliveryJobStatus = z.enum(['queued', 'building', 'sending', 'delivered', 'failed', 'acknowledged']);
export type DeliveryJobStatus = z.infer<typeof DeliveryJobStatus>;

export const StoreDeliveryStateSchema = z.enum(STORE_DELIVERY_STATES);

/** Where a release stands at one store: its latest delivery there. */
export const ReleaseStoreState = z.object({
  storeId: text(),
  storeName: text(),
  action: DeliveryAction,
  status: DeliveryJobStatus,
  /** The honest state (packaged, queued, sent, acknowledged, live, failed, taken down). */
  state: StoreDeliveryStateSchema,
  /** The message was a test message; null before it was built. */
  isTest: z.boolean().nullable(),
  transportKind: z.enum(['folder', 'sftp', 's3']).nullable(),
  attempts: z.number().int(),
  /** Why it failed, worded for the owner (data problems; a connection problem is the operator's). */
  lastError: text().nullable(),
  messageId: text().nullable(),
  deliveredAt: text().nullable(),
  acknowledgedAt: text().nullable(),
  /** True once the store acknowledged the release as live (and it was not taken down since). */
  live: z.boolean(),
  storeMessage: text().nullable(),
});
export type ReleaseStoreState = z.infer<typeof ReleaseStoreState>;
export const ReleaseStoreStates = z.object({ data: z.array(ReleaseStoreState) });
export type ReleaseStoreStates = z.infer<typeof ReleaseStoreStates>;

/**
 * A store's answer to a delivery, imported by an operator: the store's own acknowledgement
 * (an ERN ACK file or an e-mail/portal status) reduced to who, which release and the verdict.
 */
export const StoreAcknowledgement = z.object({
  storeId: text().min(1, 'Choose a store').max(64),
  icpn: text().regex(/^\d{12,14}$/, 'Give the release UPC/EAN (12 to 14 digits)'),
  status: z.enum(['accepted', 'live', 'rejected'], { message: 'Status is accepted, live or rejected' }),
  message: text().max(2000).optional(),
});
export type StoreAcknowledgement = z.infer<typeof StoreAcknowledgement>;
export const StoreAcknowledgementResult = z.object({
  releaseId: z.number().int(),
  storeId: text(),
  status: DeliveryJobStatus,
  live: z.boolean(),
});
export type StoreAcknowledgementResult = z.infer<typeof StoreAcknowledgementResult>;

/** One line of the owner's delivery timeline: what happened, at which stores, when. */
export const DeliveryTimelineEntry = z.object({
  at: text(),
  kind: z.enum(TIMELINE_KINDS),
  storeNames: z.array(text()),
  /** "Sent to Spotify", "Live on Spotify and Deezer". */
  text: text(),
  /** A store's message or a data problem, worded for the owner. */
  detail: text().nullable(),
});
export type DeliveryTimelineEntry = z.infer<typeof DeliveryTimelineEntry>;
export const DeliveryTimeline = z.object({ data: z.array(DeliveryTimelineEntry) });
export type DeliveryTimeline = z.infer<typeof DeliveryTimeline>;

/** One store's message of a batch, as the operator sees it. */
export const OperatorDeliveryJob = z.object({
  storeId: text(),
  storeName: text(),
  status: DeliveryJobStatus,
  state: StoreDeliveryStateSchema,
  messageId: text().nullable(),
  isTest: z.boolean().nullable(),
  transportKind: text().nullable(),
  attempts: z.number().int(),
  lastError: text().nullable(),
  deliveredAt: text().nullable(),
  acknowledgedAt: text().nullable(),
  ackStatus: z.enum(['accepted', 'live', 'rejected']).nullable(),
  ackMessage: text().nullable(),
});
export type OperatorDeliveryJob = z.infer<typeof OperatorDeliveryJob>;

export const OperatorDeliveryBatch = z.object({
  id: text(),
  action: DeliveryAction,
  createdAt: text(),
  /** False for a moment after a request: the stores are taken from the release by the sweeper. */
  storesPlanned: z.boolean(),
  jobs: z.array(OperatorDeliveryJob),
});
export type OperatorDeliveryBatch = z.infer<typeof OperatorDeliveryBatch>;

/** A release's batches and messages, and the technical log: the operator's view. */
export const OperatorReleaseDeliveries = z.object({
  icpn: text().nullable(),
  batches: z.array(OperatorDeliveryBatch),
  log: z.array(DeliveryLogEntry),
});
export type OperatorReleaseDeliveries = z.infer<typeof OperatorReleaseDeliveries>;

/** What one poll of the stores' acknowledgement folders found. */
export const AcknowledgementPollResult = z.object({
  read: z.number().int(),
  applied: z.number().int(),
  problems: z.array(text()),
});
export type AcknowledgementPollResult = z.infer<typeof AcknowledgementPollResult>;
