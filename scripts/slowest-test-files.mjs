#!/usr/bin/env node
// Prints the test files that took longest in a Vitest JSON report (CI writes one): where the
// suite's time goes, so speeding it up starts from figures. Usage: slowest-test-files.mjs <unit.json> [count]
import fs from 'node:fs';
import path from 'node:path';

const [reportFile, countArg] = process.argv.slice(2);
if (!reportFile) {
  console.error('usage: slowest-test-files.mjs <vitest json report> [count]');
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
const count = Number(countArg ?? 20);
const files = (report.testResults ?? []).map((result) => ({
  file: path.relative(process.cwd(), result.name),
  seconds: (result.endTime - result.startTime) / 1000,
  tests: (result.assertionResults ?? []).length,
}));
const total = files.reduce((sum, f) => sum + f.seconds, 0);
const byFolder = new Map();
for (const f of files) {
  const folder = f.file.split('/').slice(0, 4).join('/');
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + f.seconds);
}
console.log(`test files: ${files.length}, summed file time ${total.toFixed(0)} s (files run in parallel)`);
console.log(`slowest ${count} files:`);
for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, count))
  console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.file}`);
console.log('by folder:');
for (const [folder, seconds] of [...byFolder].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${seconds.toFixed(0).padStart(7)} s  ${folder}`);
