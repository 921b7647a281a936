// The release-picker area's public surface: the pickers' list of releases with their tracks (owns no table).
export { listPickerReleases } from './list-picker-releases.js';
export { registerReleasePickerRoutes } from './routes.js';
