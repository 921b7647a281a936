#!/usr/bin/env node
// Checks the import rules of .dependency-cruiser.cjs, then that the server's areas form no cycle.
//
// dependency-cruiser's no-circular looks at files, so it misses a cycle between two areas that
// runs through their index files: sales/a.ts -> statements/index.ts -> statements/b.ts ->
// sales/index.ts is no file cycle, but sales and statements then depend on each other. So the
// same cruise (one run) is also collapsed to areas (modules/<area>, platform) and any cycle
// between areas fails the check. Test-only files (tests, testing.ts, *-test-support.ts) are left
// out of the area graph: the running app never loads them.
//
// Usage: node scripts/check-boundaries.mjs   (exit code 1 on any violation)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaGraph, findAreaCycles } from './area-cycles.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/ddex/src'];

function cruise() {
  const bin = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const args = [bin, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...SCANNED];
  let output;
  try {
    output = execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    // dependency-cruiser exits non-zero when rules are broken; its JSON is still on stdout.
    if (!error.stdout) throw error;
    output = error.stdout;
  }
  return JSON.parse(output);
}

function printRuleViolations(result) {
  const errors = result.summary.violations.filter((violation) => violation.rule.severity === 'error');
  for (const violation of errors) {
    const via = violation.cycle?.length ? `\n    cycle: ${violation.cycle.map((step) => step.name).join(' -> ')}` : '';
    console.error(`  ${violation.rule.name}: ${violation.from} -> ${violation.to}${via}`);
  }
  return errors.length;
}

const started = performance.now();
const result = cruise();
const ruleErrors = printRuleViolations(result);
const graph = areaGraph(result);
const cycles = findAreaCycles(graph);
for (const cycle of cycles) {
  console.error(`  area-cycle: ${cycle.join(' -> ')}`);
  for (let index = 0; index < cycle.length - 1; index += 1)
    console.error(`    ${graph.get(cycle[index]).get(cycle[index + 1])}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const { totalCruised, totalDependenciesCruised } = result.summary;
if (ruleErrors + cycles.length > 0) {
  console.error(`boundaries: ${ruleErrors} import rule violation(s), ${cycles.length} area cycle(s) (${seconds} s)`);
  process.exit(1);
}
console.log(`boundaries: ${totalCruised} files, ${totalDependenciesCruised} imports, no violation (${seconds} s)`);
