// The programmes area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerProgrammeRoutes } from './routes.js';
export { PROGRAMMES, programmeOf } from './registry.js';
export type { ProgrammeDefinition } from './definition.js';
export { approvedGreenlist, type GreenlistedChannel } from './greenlist/approved-greenlist.js';
export { releaseBlocks, type ReleaseBlocks } from './blocklist/blocked-stores.js';
// Operations the demo seed replays.
export { submitToProgramme } from './submit-to-programme.js';
export { removeAccountSubmission } from './account-submissions.js';
export { decideSubmission } from './operator-queue.js';
