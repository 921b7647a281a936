import { fileURLToPath } from 'node:url';
import { createRecorder } from '../../../test/recorded-fetch.js';

export type { RecordedExchange, RecordedFetch } from '../../../test/recorded-fetch.js';

/** Spotify's accounts service and /v1/me as recorded (fixtures/). */
export const { recordedFetch, readFixture } = createRecorder(fileURLToPath(new URL('./fixtures', import.meta.url)));

export const TOKEN_URL = 'https://accounts.spotify.com/api/token';
export const ME_URL = 'https://api.spotify.com/v1/me';
export const REDIRECT_URL = 'http://liner.test/callback/spotify';
export const CLIENT = { clientId: 'client-id', clientSecret: 'client-secret', redirectUrl: REDIRECT_URL };
