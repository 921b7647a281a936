// The profile area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerProfileRoutes } from './routes.js';
export { loadAccountProfile } from './load-account-profile.js';
export { findNoticeAddresses, type NamedAccount } from './communication-address.js';
export type { AddressGeocoder } from './geocoding/address-geocoder.js';
export { installAddressGeocoder } from './geocoding/geocoder-registry.js';
export { createGeoapifyGeocoder } from './geocoding/geoapify-geocoder.js';
export { updateArtistInfo } from './update-artist-info.js';
export { updateBilling } from './update-billing.js';
export { upgradeToLabel } from './upgrade-to-label.js';
export { initBusinessDetails, updateBusinessLegalAddress, updateBusinessMailingAddress } from './business-details.js';
export { updateLabelProfile } from './update-label-profile.js';
export { setLabelImage } from './label-image.js';
