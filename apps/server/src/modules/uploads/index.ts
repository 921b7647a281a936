// The uploads area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerUploadRoutes } from './routes.js';
export { UPLOAD_SWEEP_QUEUE, registerUploadWorkers } from './upload-workers.js';
export {
  findFilesWithContent,
  findFilesWithSameRecording,
  getUploadedFile,
  getUploadedFiles,
  type UploadedFile,
} from './uploaded-file.js';
export type { FilePreviewGrants, PreviewViewer } from './preview-access.js';
export { submitFile } from './submit-file.js';
export { fingerprintAudio, type AudioFingerprint } from './fingerprint-audio.js';
export { fingerprintStoredAudio } from './fingerprint-stored-audio.js';
export type { UploadKind } from './uploaded-file.js';
