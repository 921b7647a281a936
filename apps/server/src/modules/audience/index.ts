// The audience area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerAudienceRoutes } from './routes.js';
export { AUDIENCE_REFRESH_QUEUE } from './refresh-audience.js';
export { registerAudienceWorkers } from './audience-workers.js';
export { addFan } from './add-fan.js';
export { importFans } from './import-fans.js';
export { installAudienceSources } from './audience-sources.js';
export type { AudienceSource, SourcedMember } from './audience-source.js';
