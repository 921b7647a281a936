import type { ArtistPlatform, AudienceSocialLink } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { lookUpArtistProfile } from '../artist-search/index.js';
import { listArtistProfileLinks } from '../preferences/index.js';
import type { AudienceSource, SourcedMember } from './audience-source.js';

/**
 * The artist-profile platforms that have a platform of the analytics catalog, and the social link
 * their profile URL fills. YouTube has no catalog platform for a channel (only Shorts and Content
 * ID), so its profiles are not an audience yet.
 */
const SERVICE_OF: Partial<Record<ArtistPlatform, { service: string; link?: AudienceSocialLink }>> = {
  spotify: { service: 'spotify', link: 'spotify' },
  apple: { service: 'apple' },
  audiomack: { service: 'audiomack' },
};

/**
 * The built-in source: the account's artist profiles saved in its preferences (its own artist and
 * a label's roster), each one member with the profile's name, image and follower count as the
 * platform answers them through artist search (Spotify's Web API when the install has its keys).
 * Without keys for a platform the profile is still listed, its followers unknown.
 */
export function createArtistProfilesSource(deps: AppDeps): AudienceSource {
  return {
    name: 'Your artist profiles',
    async collect(accountId) {
      const members: SourcedMember[] = [];
      for (const link of await listArtistProfileLinks(deps, accountId)) {
        const target = SERVICE_OF[link.platform];
        if (!target) continue;
        const profile = await lookUpArtistProfile(deps, link.platform, link.id);
        members.push({
          service: target.service,
          externalId: link.id,
          name: profile?.name ?? link.artistName,
          image: profile?.imageUrl ?? null,
          followers: profile?.followers ?? null,
          links: target.link ? { [target.link]: profile?.url ?? link.url } : {},
        });
      }
      return members;
    },
  };
}
