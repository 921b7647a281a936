// Whether a browser request names Liner's own origin: used by the CSRF check and the realtime handshake.

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

export interface OriginFacts {
  /** The Origin header, or the origin of the Referer when a browser sent no Origin. */
  origin: string | undefined;
  referer: string | undefined;
  /** Host the request was sent to (the Host header, or X-Forwarded-Host from a trusted proxy). */
  host: string | undefined;
  /** The configured public address (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * Whether a browser request comes from Liner's own pages: its Origin (or, without one, its
 * Referer) is the public address or the very host it was sent to. A browser always names the
 * page's origin on a cross-site POST and a page cannot forge it; no Origin and no Referer at all
 * is refused, since only a client that is not a browser would send neither.
 */
export function isSameOrigin(facts: OriginFacts): boolean {
  const claimed = facts.origin ? originOf(facts.origin) : facts.referer ? originOf(facts.referer) : null;
  if (!claimed) return false;
  // The scheme is not compared for the host: whoever can serve that host over http is the site already.
  return claimed === originOf(facts.publicUrl) || (!!facts.host && new URL(claimed).host === facts.host.toLowerCase());
}
