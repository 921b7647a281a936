/** External sites; an operator can point them elsewhere at build time (VITE_HELP_CENTRE_URL, VITE_SUPPORT_SITE_URL). */
const HELP_CENTRE_URL: string = import.meta.env.VITE_HELP_CENTRE_URL ?? 'https://help.liner.music/search';
const SUPPORT_SITE_URL: string = import.meta.env.VITE_SUPPORT_SITE_URL ?? 'https://support.liner.music/search';

export const helpCentreSearchUrl = (query: string): string => `${HELP_CENTRE_URL}?q=${encodeURIComponent(query)}`;
export const supportSiteSearchUrl = (query: string): string => `${SUPPORT_SITE_URL}?q=${encodeURIComponent(query)}`;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'GitHub', href: 'https://github.com/' },
] as const;
