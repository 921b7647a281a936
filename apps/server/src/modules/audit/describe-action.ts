/** Path words that say nothing about what was done. */
const NOISE = new Set(['api', 'portal', 'distribution', 'v1']);

/**
 * A readable name for a call from its route pattern, e.g. `POST /api/portal/release/:id/publish`
 * -> "Release publish". Ids are left out: the trail says what kind of change, the account's own
 * pages say on what.
 */
export function describeAction(method: string, pattern: string): string {
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
