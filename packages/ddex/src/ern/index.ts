export type * from './model.js';
export { buildNewReleaseMessage, writeNewReleaseMessage } from './build-message.js';
export { checkReleaseForDelivery } from './check-release.js';
export { toIsoDuration } from './format.js';
export { exampleAlbum, exampleTrack } from './fixtures.js';
export { DEAL_KINDS, dealsFromTemplates, type DealKind, type DealTemplateInput } from './deal-templates.js';
