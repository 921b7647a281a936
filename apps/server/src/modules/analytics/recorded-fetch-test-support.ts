import { fileURLToPath } from 'node:url';
import { createRecorder } from '../../../test/recorded-fetch.js';

export type { RecordedExchange, RecordedFetch } from '../../../test/recorded-fetch.js';

/** The analytics pull clients' recorded answers (fixtures/). */
export const { recordedFetch } = createRecorder(fileURLToPath(new URL('./fixtures', import.meta.url)));
