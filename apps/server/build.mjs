// Bundles the server into dist/main.js: workspace code inlined, npm packages left external.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  // The statement import process (run-import-process.ts forks dist/import-process.js). It reaches
  // other areas through their index.ts; package.json's "sideEffects": false (no module of the
  // server does work when imported) lets esbuild leave out whatever of an index it does not use,
  // so this bundle still loads no database code.
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts', 'import-process': 'src/modules/statements/import-process.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __liner_createRequire } from 'node:module'; const require = __liner_createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
