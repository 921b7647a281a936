// The documents area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { addUserDocument, MAX_DOCUMENT_BYTES, type NewUserDocument } from './add-user-document.js';
export { listUserDocuments } from './list-user-documents.js';
export { openFiledDocument, type OpenedDocument } from './open-user-document.js';
export { registerDocumentRoutes } from './routes.js';
