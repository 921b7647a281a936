/**
 * Where a help search goes: the built-in help centre at /support (same tab), unless the install
 * points it at a help site of its own at build time (VITE_HELP_CENTRE_URL, opened in a new tab).
 */
const HELP_CENTRE_URL: string | undefined = import.meta.env.VITE_HELP_CENTRE_URL;

export interface HelpSearchTarget {
  href: string;
  external: boolean;
}

export function helpCentreSearch(query: string): HelpSearchTarget {
  const q = encodeURIComponent(query);
  return HELP_CENTRE_URL
    ? { href: `${HELP_CENTRE_URL}?q=${q}`, external: true }
    : { href: `/support?q=${q}`, external: false };
}

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'GitHub', href: 'https://github.com/' },
] as const;
