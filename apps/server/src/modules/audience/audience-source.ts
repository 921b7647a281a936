import type { AudienceSocialLink } from '@liner/domain';

/** One member a platform answers: known there by `externalId`, refreshed in place each time. */
export interface SourcedMember {
  /** A platform slug of the analytics catalog. */
  service: string;
  externalId: string;
  name: string | null;
  image: string | null;
  /** Null when the platform does not say (or the install cannot ask it). */
  followers: number | null;
  links: Partial<Record<AudienceSocialLink, string>>;
}

/**
 * Where a refresh reads an account's audience on the platforms. A source answers everything it
 * knows for the account at once, or throws: a failed source changes nothing.
 */
export interface AudienceSource {
  /** Named in a failed refresh's message ("Spotify did not answer …"). */
  readonly name: string;
  collect(accountId: number): Promise<SourcedMember[]>;
}
