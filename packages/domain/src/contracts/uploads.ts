import { z } from 'zod';
import { lineText, text, idParam } from './primitives.js';

/** Store rules for cover art (DOMAIN.md section 4): square JPEG/PNG, RGB, at least 3000 px, at most 20 MB. */
export const ARTWORK_RULES = {
  minSidePx: 3000,
  maxBytes: 20 * 1024 * 1024,
  formats: ['JPEG', 'PNG'],
} as const;

/** Lossless masters only: WAV, FLAC or AIFF, stereo, 16 or 24 bit, 44.1 kHz or more. */
export const AUDIO_RULES = {
  formats: ['WAV', 'FLAC', 'AIFF'],
  channels: 2,
  bitDepths: [16, 24],
  minSampleRate: 44_100,
} as const;

const mb = (bytes: number) =>
  bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0 ? `${bytes / 1024 ** 3} GB` : `${Math.round(bytes / (1024 * 1024))} MB`;
const khz = (hz: number) => `${Number((hz / 1000).toFixed(2))} kHz`;

/** Every rejection reason has its own message; the web shows them as the server sends them. */
export const UPLOAD_MESSAGES = {
  missingFile: 'Choose a file to upload',
  emptyFile: 'The file is empty',
  artworkNotImage: 'The artwork must be a JPEG or PNG image: this file is not an image',
  artworkWrongFormat: (format: string) => `The artwork must be a JPEG or PNG image: this file is ${format}`,
  artworkTooLarge: (maxBytes: number = ARTWORK_RULES.maxBytes) => `The artwork must be at most ${mb(maxBytes)}`,
  artworkNotSquare: (width: number, height: number) =>
    `The artwork must be square: this image is ${width} x ${height} px`,
  artworkTooSmall: (width: number, height: number) =>
    `The artwork must be at least ${ARTWORK_RULES.minSidePx} x ${ARTWORK_RULES.minSidePx} px: this image is ${width} x ${height} px`,
  artworkNotRgb: (space: string) => `The artwork must use the RGB colour space: this image is ${space}`,
  artworkDamaged: 'The image data is damaged or incomplete: export the artwork again',
  artworkTooManyPixels: 'The artwork has too many pixels to process: at most 12000 x 12000 px',
  audioWrongFormat: 'The audio must be a WAV, FLAC or AIFF file',
  audioMp3: 'MP3 files are not accepted: upload a lossless WAV, FLAC or AIFF master',
  audioImage: 'This file is an image, not audio: upload a WAV, FLAC or AIFF master',
  audioNotStereo: (channels: number) =>
    `The audio must be stereo (2 channels): this file has ${channels} channel${channels === 1 ? '' : 's'}`,
  audioBitDepth: (bits: number) => `The audio must be 16 or 24 bit: this file is ${bits} bit`,
  audioBitDepthUnknown: 'The audio must be 16 or 24 bit PCM: the bit depth of this file could not be read',
  audioSampleRate: (hz: number) => `The audio must be sampled at 44.1 kHz or more: this file is ${khz(hz)}`,
  audioTruncated:
    'The file is incomplete: its header announces more audio than the file contains. Export it again and re-upload',
  audioNoSamples: 'The audio contains no samples',
  audioLengthUnknown:
    'The file does not state its length (a FLAC encoded as a stream): encode it again with a standard encoder',
  audioUnreadable: 'The audio file could not be read: it may be damaged',
  audioTooLarge: (maxBytes: number) => `The audio must be at most ${mb(maxBytes)}`,
} as const;

export const UploadKind = z.enum(['artwork', 'audio']);
export type UploadKind = z.infer<typeof UploadKind>;

/** What the API shows of a stored file (storage keys and the owner stay on the server). */
export const UploadedFileView = z.object({
  id: z.number().int(),
  kind: UploadKind,
  originalName: text(),
  mimeType: text(),
  format: text(),
  sizeBytes: z.number().int(),
  sha256: text(),
  md5: text(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  sampleRate: z.number().int().nullable(),
  bitDepth: z.number().int().nullable(),
  channels: z.number().int().nullable(),
  /** GET path of the display copy (artwork only). */
  previewUrl: text().nullable(),
  createdAt: text(),
});
export type UploadedFileView = z.infer<typeof UploadedFileView>;

export const RemoveFileRequest = z.object({ id: idParam() });
export type RemoveFileRequest = z.infer<typeof RemoveFileRequest>;

export const FileIdParams = z.object({ id: idParam() });

/**
 * Resumable upload protocol (tus-like):
 *  1. POST /api/distribution/uploads {kind, fileName, size} -> {uploadId, chunkSize, offset: 0}
 *  2. PUT /api/distribution/uploads/{uploadId}?offset=N, body = raw bytes
 *     (content-type application/octet-stream), N = bytes the server already holds.
 *     A wrong offset answers 409 with the server's offset; resume from there.
 *  3. GET /api/distribution/uploads/{uploadId} -> {offset, size, status} after a lost connection.
 *  The chunk that completes the file answers the checked UploadedFileView (or 422 with the reasons).
 */
export const CreateUploadRequest = z.object({
  kind: UploadKind,
  fileName: lineText().trim().min(1, 'Enter the file name').max(255),
  size: z.number().int().nonnegative(),
});
export type CreateUploadRequest = z.infer<typeof CreateUploadRequest>;

export const UploadStatus = z.enum(['uploading', 'complete', 'rejected']);
export type UploadStatus = z.infer<typeof UploadStatus>;

export const UploadSessionView = z.object({
  uploadId: z.number().int(),
  kind: UploadKind,
  fileName: text(),
  size: z.number().int(),
  offset: z.number().int(),
  chunkSize: z.number().int(),
  status: UploadStatus,
  /** Set once the upload is complete and checked. */
  fileId: z.number().int().nullable(),
  /** Reasons the assembled file was refused. */
  errors: z.array(text()).nullable(),
});
export type UploadSessionView = z.infer<typeof UploadSessionView>;

export const UploadChunkQuery = z.object({ offset: z.coerce.number().int().nonnegative() });

/** After each chunk; `file` is the checked file once the last chunk arrived. */
export const UploadChunkResponse = z.object({
  offset: z.number().int(),
  size: z.number().int(),
  status: UploadStatus,
  file: UploadedFileView.nullable(),
});
export type UploadChunkResponse = z.infer<typeof UploadChunkResponse>;
