// The exchange-rates area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerExchangeRateRoutes, type WaitingImports } from './routes.js';
export { importReferenceRates, referenceRatesFor, saveReferenceRate } from './reference-rates.js';
