import { PLATFORM_NAMES, parseProfileUrl, type ArtistLinkRequest, type ArtistLinkResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { providerOf } from './registry.js';

/**
 * The paste-a-URL path: the link is read offline; when the platform is searchable the profile
 * is looked up to fill name and picture. A platform outage or quota never blocks this path
 * (it exists for exactly that case): the parsed id and URL are answered with profile null.
 */
export async function findArtistViaLink(deps: AppDeps, input: ArtistLinkRequest): Promise<ArtistLinkResponse> {
  const parsed = parseProfileUrl(input.link, input.platform);
  if (!parsed.ok) throw fieldError('link', parsed.error);
  const { profile: link } = parsed;
  const provider = providerOf(deps, link.platform);
  if (!provider || (provider.canLookUp && !provider.canLookUp(link.id))) return { ...link, profile: null };
  try {
    const profile = await provider.getById(link.id);
    if (!profile) throw fieldError('link', `${PLATFORM_NAMES[link.platform]} has no artist at this link`);
    // Handles and legacy names resolve to the channel's stable id; keep that one.
    return { platform: link.platform, id: profile.id, url: profile.url, profile };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') throw error;
    deps.logger.warn({ err: error, platform: link.platform }, 'artist lookup failed; answering the parsed link only');
    return { ...link, profile: null };
  }
}
