// Bundles the server into dist/main.js: workspace code inlined, npm packages left external.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'].filter((f) => fs.existsSync(f)),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __liner_createRequire } from 'node:module'; const require = __liner_createRequire(import.meta.url);" },
  logLevel: 'warning',
});
