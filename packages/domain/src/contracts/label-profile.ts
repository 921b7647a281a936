import { z } from 'zod';
import { lineText, multilineText, text } from './primitives.js';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  youtube: 'YouTube',
};

/** The hosts each network's profile pages live on. */
const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  instagram: ['instagram.com', 'www.instagram.com'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com'],
  x: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com'],
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
};

/** A YouTube channel address: @handle, channel/UC…, c/name or user/name. */
const YOUTUBE_CHANNEL_PATH = /^\/(@[\w.-]+|channel\/[\w-]+|c\/[\w.-]+|user\/[\w.-]+)\/?$/;
/** One path segment: a handle or a page name, not the site's own pages. */
const PROFILE_PATH = /^\/[\w.-]+\/?$/;

export const socialLinkMessage = (network: SocialNetwork) =>
  `Enter the address of your ${SOCIAL_NETWORK_LABELS[network]} page, starting with https://`;

/** Whether `url` is an https address of a profile page on `network` (not its home page). */
export function isSocialProfileUrl(network: SocialNetwork, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return false;
  if (!SOCIAL_HOSTS[network].includes(parsed.hostname.toLowerCase())) return false;
  if (network === 'youtube') return YOUTUBE_CHANNEL_PATH.test(parsed.pathname);
  if (network === 'facebook' && parsed.pathname === '/profile.php') return /^id=\d+$/.test(parsed.search.slice(1));
  return PROFILE_PATH.test(parsed.pathname);
}

const socialLink = (network: SocialNetwork) =>
  lineText()
    .trim()
    .max(300, socialLinkMessage(network))
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isSocialProfileUrl(network, value), socialLinkMessage(network));

export const LABEL_PROFILE_MESSAGES = {
  name: 'Enter the name of your label',
  aboutTooLong: 'Keep the description under 2,000 characters',
  saved: 'Label profile successfully updated',
  imageSaved: 'Label image successfully updated',
  labelsOnly: 'Only label accounts have a label profile',
  imageMissing: 'Choose a JPEG, PNG or WebP image',
  imageNotImage: 'This file is not an image we can read',
  imageWrongFormat: 'Use a JPEG, PNG or WebP image',
  imageTooLarge: 'The image is larger than 5 MB',
  imageTooSmall: 'The image must be at least 300 × 300 pixels',
  imageTooBig: 'The image must be at most 6000 × 6000 pixels',
  noImage: 'The label profile has no image yet',
} as const;

/** Label image limits: a logo or a photo, shown square. */
export const LABEL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LABEL_IMAGE_MIN_PIXELS = 300;
export const LABEL_IMAGE_MAX_PIXELS = 6000;
export const LABEL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UpdateLabelProfileRequest = z.object({
  name: lineText({ message: LABEL_PROFILE_MESSAGES.name }).trim().min(1, LABEL_PROFILE_MESSAGES.name).max(200),
  about: multilineText()
    .trim()
    .max(2000, LABEL_PROFILE_MESSAGES.aboutTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
  instagram: socialLink('instagram'),
  facebook: socialLink('facebook'),
  x: socialLink('x'),
  youtube: socialLink('youtube'),
});
export type UpdateLabelProfileRequest = z.infer<typeof UpdateLabelProfileRequest>;

export const LabelProfile = z.object({
  name: text(),
  about: text().nullable(),
  /** The image's address (changes with each new image), or null. */
  imageUrl: text().nullable(),
  links: z.object({
    instagram: text().nullable(),
    facebook: text().nullable(),
    x: text().nullable(),
    youtube: text().nullable(),
  }),
});
export type LabelProfile = z.infer<typeof LabelProfile>;
