import { ACTION_NAMES } from './action-names.js';

/** Path words that say nothing about what was done. */
const NOISE = new Set(['api', 'portal', 'distribution', 'v1']);

/**
 * A readable name for a call: its entry in the table of action names ("Created a release draft"),
 * else words from its route pattern (`POST /api/portal/release/:id/publish` -> "Release publish")
 * so a write added without a name is still written down. Ids are left out: the trail says what
 * kind of change, the account's own pages say on what.
 */
export function describeAction(method: string, pattern: string): string {
  const named = ACTION_NAMES[`${method} ${pattern}`];
  if (named) return named;
  const words = pattern
    .split('/')
    .filter((part) => part !== '' && !part.startsWith(':') && !NOISE.has(part))
    .join(' ')
    .replace(/[-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const phrase = words || pattern;
  const prefix = method === 'DELETE' ? 'Remove: ' : '';
  return `${prefix}${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}
