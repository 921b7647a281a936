import { fileURLToPath } from 'node:url';
import { createRecorder } from '../../../test/recorded-fetch.js';

export type { RecordedExchange, RecordedFetch } from '../../../test/recorded-fetch.js';

/** The artist-search providers' recorded answers (fixtures/). */
export const { recordedFetch, readFixture } = createRecorder(fileURLToPath(new URL('./fixtures', import.meta.url)));
