/**
 * The video a YouTube link points at. Content ID claims are per video, so the support desk keys a
 * dispute by the video's 11-character id, whatever form of link the person pasted.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

function parseUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  // People paste "youtu.be/…" or "www.youtube.com/…" without the scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The video id of `youtube.com/watch?v=ID`, `youtu.be/ID` or `youtube.com/shorts/ID` (also on the
 * m. and music. hosts); null for anything else, a channel or playlist link included.
 */
export function youtubeVideoId(input: string): string | null {
  const url = parseUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null = null;
  if (SHORT_HOSTS.has(host)) candidate = segments.length === 1 ? segments[0] : null;
  else if (WATCH_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments.length === 2 && segments[0] === 'shorts') candidate = segments[1];
  }
  return candidate !== null && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The canonical watch page of a video id. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
