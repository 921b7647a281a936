import { fileURLToPath } from 'node:url';
import { createRecorder } from '../../../test/recorded-fetch.js';

/** The hosted recognition services' recorded answers (fixtures/), shaped as their documentation shows. */
export const { recordedFetch } = createRecorder(fileURLToPath(new URL('./fixtures', import.meta.url)));
