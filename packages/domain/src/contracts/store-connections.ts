import { z } from 'zod';
import { STORE_DEAL_TYPES } from './delivery.js';
import { boundedInt, lineText, multilineText, text } from './primitives.js';

// The operator's Stores & connections screen: per store whether it is used, its DDEX party id,
// test or live, and how packages reach it (Liner's folder, SFTP or an S3 bucket). Secrets go in
// and never come out: an answer says only whether one is set.

export const DPID_MESSAGE = 'A DPID is PADPIDA followed by 8 to 13 letters or digits';
export const HOST_MESSAGE = 'Give a host name or an IP address';
export const REMOTE_DIR_MESSAGE = 'Give an absolute folder path, e.g. /inbox';
export const ACK_DIR_MESSAGE = 'Give a folder inside the store folder, e.g. acknowledgements';
export const BUCKET_MESSAGE = 'A bucket name is 3 to 63 lower-case letters, digits, dots or hyphens';
export const SECRET_NEEDED_MESSAGE = 'Give the private key or the password';

const dpid = text()
  .trim()
  .toUpperCase()
  .regex(/^PADPIDA[0-9A-Z]{8,13}$/, DPID_MESSAGE);
const host = lineText()
  .trim()
  .min(1, HOST_MESSAGE)
  .max(253, HOST_MESSAGE)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, HOST_MESSAGE);
const relativeDir = lineText()
  .trim()
  .max(200)
  .regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[A-Za-z0-9._/-]+$/, ACK_DIR_MESSAGE);
const remoteDir = lineText()
  .trim()
  .max(500)
  .regex(/^\/(?!.*(^|\/)\.\.(\/|$))[A-Za-z0-9._/ -]*$/, REMOTE_DIR_MESSAGE);

export const TRANSPORT_KINDS = ['folder', 'sftp', 's3'] as const;
export const TransportKind = z.enum(TRANSPORT_KINDS);
export type TransportKind = z.infer<typeof TransportKind>;

const FolderTransportInput = z.object({
  kind: z.literal('folder'),
  ackDir: relativeDir.optional(),
  /** Where the store drops its daily trend files; absent: no trend pickup. */
  trendsDir: relativeDir.optional(),
});

const SftpTransportInput = z.object({
  kind: z.literal('sftp'),
  host,
  port: boundedInt(1, 65_535, 'A port is a number from 1 to 65535').default(22),
  username: lineText().trim().min(1, 'Give the user name').max(100),
  remoteDir,
  auth: z.enum(['key', 'password']),
  /** Absent: keep the stored secret. */
  privateKey: multilineText().max(16_000).optional(),
  password: text().min(1).max(500).optional(),
  ackDir: relativeDir.optional(),
  /** Where the store drops its daily trend files; absent: no trend pickup. */
  trendsDir: relativeDir.optional(),
});

const S3TransportInput = z.object({
  kind: z.literal('s3'),
  bucket: text()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, BUCKET_MESSAGE),
  prefix: lineText()
    .trim()
    .max(500)
    .regex(/^[^\\]*$/, 'Use / between folders')
    .default(''),
  region: lineText()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, 'Give the region, e.g. eu-west-1'),
  /** An S3-compatible service (MinIO, R2, ...); empty for AWS. */
  endpoint: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Give the endpoint as an http(s) URL' }).max(500)])
    .optional(),
  accessKeyId: lineText().trim().min(1, 'Give the access key id').max(128),
  /** Absent: keep the stored secret. */
  secretAccessKey: text().min(1).max(256).optional(),
  ackDir: relativeDir.optional(),
  /** Where the store drops its daily trend files; absent: no trend pickup. */
  trendsDir: relativeDir.optional(),
});

export const StoreTransportInput = z.discriminatedUnion('kind', [
  FolderTransportInput,
  SftpTransportInput,
  S3TransportInput,
]);
export type StoreTransportInput = z.infer<typeof StoreTransportInput>;

export const UpdateStoreConnectionRequest = z.object({
  enabled: z.boolean(),
  /** Empty: none known (test packages only). */
  dpid: z.union([z.literal(''), dpid]),
  isTest: z.boolean(),
  transport: StoreTransportInput,
});
export type UpdateStoreConnectionRequest = z.infer<typeof UpdateStoreConnectionRequest>;

export const StoreIdParams = z.object({
  storeId: text()
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'Unknown store'),
});

/** The transport as shown to the operator: settings, and only whether each secret is set. */
export const StoreTransportView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('folder'), path: text(), ackDir: text(), trendsDir: text() }),
  z.object({
    kind: z.literal('sftp'),
    host: text(),
    port: z.number().int(),
    username: text(),
    remoteDir: text(),
    auth: z.enum(['key', 'password']),
    secretSet: z.boolean(),
    ackDir: text(),
    trendsDir: text(),
  }),
  z.object({
    kind: z.literal('s3'),
    bucket: text(),
    prefix: text(),
    region: text(),
    endpoint: text(),
    accessKeyId: text(),
    secretSet: z.boolean(),
    ackDir: text(),
    trendsDir: text(),
  }),
]);
export type StoreTransportView = z.infer<typeof StoreTransportView>;

export const ConnectionCheck = z.object({ at: text(), ok: z.boolean(), message: text() });
export type ConnectionCheck = z.infer<typeof ConnectionCheck>;

export const StoreConnection = z.object({
  id: text(),
  name: text(),
  enabled: z.boolean(),
  dpid: text().nullable(),
  isTest: z.boolean(),
  dealTypes: z.array(z.enum(STORE_DEAL_TYPES)),
  /** The price tier of download deals (PUT /api/admin/stores/:storeId/price-code). */
  priceCode: text().nullable(),
  transport: StoreTransportView,
  lastCheck: ConnectionCheck.nullable(),
});
export type StoreConnection = z.infer<typeof StoreConnection>;

export const StoreConnectionList = z.object({
  data: z.array(StoreConnection),
  /** Liner's own sender DPID is set: without it every message is a test message. */
  senderConfigured: z.boolean(),
});
export type StoreConnectionList = z.infer<typeof StoreConnectionList>;
