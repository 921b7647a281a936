#!/usr/bin/env node
// The Debian tools the tests drive (besides npm packages). `npm test` runs this first, .ci/run
// too, and e2e/run.mjs asks for Chromium through it: when something is missing it is installed
// with apt-get if we run as root on Debian/Ubuntu; otherwise we stop with the one command that
// installs everything missing.
//
//   node scripts/ensure-system-tools.mjs [--only chromium]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Debian package → how we know it is there, and what needs it. */
export const SYSTEM_TOOLS = [
  { pkg: 'chromium', file: '/usr/bin/chromium', why: 'end-to-end tests (Playwright drives it)' },
  { pkg: 'ffmpeg', command: 'ffmpeg', why: 'FLAC/MP3 upload fixtures' },
  { pkg: 'libxml2-utils', command: 'xmllint', why: 'DDEX XSD validation of built ERN messages' },
  { pkg: 'poppler-utils', command: 'pdftotext', why: 'text checks of PDF statements' },
  { pkg: 'libchromaprint-tools', command: 'fpcalc', why: 'Chromaprint audio fingerprints' },
];

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function isInstalled(tool) {
  return tool.file ? fs.existsSync(tool.file) : commandExists(tool.command);
}

/**
 * Installs the missing tools (of `only`, or all) when possible; returns the packages still
 * missing together with the command a person should run.
 */
export function ensureSystemTools({ only, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const wanted = only ? SYSTEM_TOOLS.filter((tool) => only.includes(tool.pkg)) : SYSTEM_TOOLS;
  let missing = wanted.filter((tool) => !isInstalled(tool));
  if (missing.length === 0) return { missing: [], command: null };
  const packages = missing.map((tool) => tool.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && commandExists('apt-get')) {
    log(`Installing ${packages.join(', ')} with apt-get …`);
    spawnSync(
      'sh',
      ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`],
      { stdio: 'inherit' },
    );
    missing = missing.filter((tool) => !isInstalled(tool));
  }
  const stillMissing = missing.map((tool) => tool.pkg);
  return {
    missing: missing.map((tool) => ({ pkg: tool.pkg, why: tool.why })),
    command: stillMissing.length ? `sudo apt-get update && sudo apt-get install -y ${stillMissing.join(' ')}` : null,
  };
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt > 0 ? process.argv.slice(onlyAt + 1) : undefined;
  const { missing, command } = ensureSystemTools({ only });
  if (missing.length) {
    process.stderr.write(
      `The tests need tools that are not installed:\n${missing.map((tool) => `  ${tool.pkg}: ${tool.why}`).join('\n')}\n` +
        `Install them with:\n  ${command}\nthen run the tests again.\n`,
    );
    process.exit(1);
  }
}
