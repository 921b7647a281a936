// The altcha web component without its inline styles and blob workers (the page's CSP allows
// neither): its stylesheet is bundled, and the SHA-256 worker is a file of our own origin.
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
