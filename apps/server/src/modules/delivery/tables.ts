import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DealKind } from '@liner/ddex/ern';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** streaming, download, ugc (claims on user uploads), ugc-library (a UGC service's sound library). */
export type StoreDealType = DealKind;

/**
 * Where a store's packages go. Folder: DATA_DIR/deliveries/<storeId>/ unless `root` is set (not
 * settable from the screen: an operator form must not choose where the server writes). The
 * secrets (SFTP key or password, S3 secret key) are not here but sealed in `stores.credentials`;
 * `privateKeyPath` is the older way of naming a key file on the server and still works.
 * `ackDir` is the folder, relative to the transport's root, where the store drops its
 * acknowledgements (default `acknowledgements`); `trendsDir`, when set, the folder of its daily
 * analytics trend files, which the analytics pickup imports (none: no pickup).
 */
export type StoreTransportConfig =
  | { kind: 'folder'; root?: string; ackDir?: string; trendsDir?: string }
  | {
      kind: 'sftp';
      host: string;
      port?: number;
      username: string;
      privateKeyPath?: string;
      remoteDir: string;
      auth?: 'key' | 'password';
      ackDir?: string;
      trendsDir?: string;
    }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      region: string;
      endpoint?: string;
      accessKeyId: string;
      ackDir?: string;
      trendsDir?: string;
    };

/**
 * The store catalog. Seeded by the `delivery_store_catalog` migration; an operator edits rows
 * (DPIDs, transports) in the database until an admin screen exists. `dpid` stays null where no
 * published party id is known: such a store can only be delivered to through a folder.
 */
export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  dpid: text('dpid'),
  dealTypes: jsonb('deal_types').$type<StoreDealType[]>().notNull(),
  /** The store's own wholesale price tier sent with download deals; the operator sets it. */
  priceCode: text('price_code'),
  transport: jsonb('transport').$type<StoreTransportConfig>().notNull().default({ kind: 'folder' }),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Messages to this store are marked TestMessage (the store's test feed) until an operator sets it live. */
  isTest: boolean('is_test').notNull().default(true),
  /** The transport's secrets, sealed with AES-256-GCM (platform/secret-box.ts); never sent to a browser. */
  credentials: text('credentials'),
  /** The last "Test connection": when, whether it worked, and what it said. */
  checkedAt: ts('checked_at'),
  checkOk: boolean('check_ok'),
  checkMessage: text('check_message'),
  updatedAt: ts('updated_at'),
});

export const DELIVERY_ACTIONS = ['insert', 'update', 'takedown'] as const;

/** One request to deliver a release (approval, edit, takedown); the folder name of every package. */
export const deliveryBatches = pgTable(
  'delivery_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: integer('release_id').notNull(),
    action: text('action', { enum: DELIVERY_ACTIONS }).notNull(),
    requestedBy: integer('requested_by').notNull(),
    /** False while the stores still have to be taken from the release (no storeIds in the request). */
    storesPlanned: boolean('stores_planned').notNull().default(true),
    /** Copied from the release by the worker; lets the portal check ownership of the log. */
    ownerUserId: integer('owner_user_id'),
    /** Set once the owner was told how the batch's stores ended (failed, taken down): told once. */
    ownerNotifiedAt: ts('owner_notified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('delivery_batches_release_idx').on(t.releaseId)],
);

export const DELIVERY_JOB_STATUSES = ['queued', 'building', 'sending', 'delivered', 'failed', 'acknowledged'] as const;
export type DeliveryJobStatus = (typeof DELIVERY_JOB_STATUSES)[number];

/** One store of a batch. Also the outbox: `enqueuedAt` null = its pg-boss job is not sent yet. */
export const deliveryJobs = pgTable(
  'delivery_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => deliveryBatches.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: DELIVERY_JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    /** The pg-boss job id, chosen up front so that sending it twice inserts it once. */
    queueJobId: uuid('queue_job_id').notNull().defaultRandom(),
    enqueuedAt: ts('enqueued_at'),
    /** Release code and title as delivered: what an acknowledgement and the log refer to. */
    icpn: text('icpn'),
    releaseTitle: text('release_title'),
    deliveredAt: ts('delivered_at'),
    acknowledgedAt: ts('acknowledged_at'),
    ackStatus: text('ack_status', { enum: ['accepted', 'live', 'rejected'] }),
    ackMessage: text('ack_message'),
    /** The message sent was a test message (a test package, not a live delivery). */
    isTest: boolean('is_test'),
    /** folder, sftp or s3: a package left in a local folder has not reached the store. */
    transportKind: text('transport_kind'),
    /** A failure worded for the release's owner (data problems); transport errors stay with the operator. */
    publicError: text('public_error'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_jobs_batch_store_idx').on(t.batchId, t.storeId),
    index('delivery_jobs_outbox_idx').on(t.id).where(sql`${t.enqueuedAt} is null`),
    index('delivery_jobs_store_icpn_idx').on(t.storeId, t.icpn),
  ],
);

export const DELIVERY_LOG_STATUSES = ['ok', 'error', 'info'] as const;

/** What happened, step by step, per release and store: the catalog's delivery log. */
export const deliveryLog = pgTable(
  'delivery_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id').notNull(),
    batchId: uuid('batch_id'),
    storeId: text('store_id'),
    action: text('action', { enum: DELIVERY_ACTIONS }).notNull(),
    step: text('step').notNull(),
    status: text('status', { enum: DELIVERY_LOG_STATUSES }).notNull(),
    message: text('message').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('delivery_log_release_idx').on(t.releaseId, t.id)],
);
