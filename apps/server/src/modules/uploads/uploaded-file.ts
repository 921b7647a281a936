// CONTRACT between the uploads area (owner) and its callers (releases, delivery). The uploads
// engineer implements getUploadedFile; the shape stays as it is (fields may be added).
import type { AppDeps } from '../../platform/deps.js';

export type UploadKind = 'artwork' | 'audio';

export interface UploadedFile {
  id: number;
  userId: number;
  kind: UploadKind;
  originalName: string;
  storageKey: string;
  /** A display-size copy (artwork only). */
  previewStorageKey: string | null;
  mimeType: string;
  /** 'JPEG' | 'PNG' for artwork; 'WAV' | 'FLAC' | 'AIFF' for audio. */
  format: string;
  sizeBytes: number;
  sha256: string;
  md5: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  sampleRate: number | null;
  bitDepth: number | null;
  channels: number | null;
  createdAt: Date;
}

/** The file if it exists and belongs to the user (null otherwise: callers answer 404/422). */
export async function getUploadedFile(deps: AppDeps, userId: number, fileId: number): Promise<UploadedFile | null> {
  void deps; void userId; void fileId;
  throw new Error('getUploadedFile is not implemented yet');
}
