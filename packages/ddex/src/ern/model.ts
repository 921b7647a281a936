/**
 * What Liner knows about a release when it delivers it: the input of the ERN 4.3 builder and
 * of the pre-delivery check. Plain data, no I/O; values are as a person entered them (ISRCs
 * may still carry hyphens), the builder normalises them.
 */

export type ParentalWarning = 'Explicit' | 'ExplicitContentEdited' | 'NotExplicit' | 'Unknown';
export type DisplayArtistRole = 'MainArtist' | 'FeaturedArtist' | 'Artist' | 'Composer';
export type ContributorRole =
  | 'Composer'
  | 'Lyricist'
  | 'ComposerLyricist'
  | 'Arranger'
  | 'Producer'
  | 'Remixer'
  | 'MixingEngineer'
  | 'MasteringEngineer';
export type ReleaseType = 'Album' | 'EP' | 'Single';
export type VersionType =
  | 'RemixVersion'
  | 'LiveVersion'
  | 'RadioVersion'
  | 'CleanVersion'
  | 'InstrumentalVersion'
  | 'ACappellaVersion'
  | 'AlbumVersion'
  | 'AlternativeVersion'
  | 'DemoVersion'
  | 'EditedVersion'
  | 'KaraokeVersion'
  | 'MixVersion'
  | 'SingleVersion';
export type CommercialModel =
  | 'SubscriptionModel'
  | 'AdvertisementSupportedModel'
  | 'PayAsYouGoModel'
  | 'FreeOfChargeModel'
  /** UGC services: the sender claims its recording where users upload it (YouTube Content ID). */
  | 'RightsClaimModel';
export type UseType =
  | 'Stream'
  | 'OnDemandStream'
  | 'NonInteractiveStream'
  | 'ConditionalDownload'
  | 'PermanentDownload'
  /** Users put the recording in their own videos, uploaded by them (UGC claims). */
  | 'UserMakeAvailableUserProvided'
  /** Users pick the recording from the service's library for their own videos (TikTok, Instagram sounds). */
  | 'UserMakeAvailableLabelProvided';
/** What a UGC service does with a user upload that matches the recording. */
export type RightsClaimPolicy = 'Monetize' | 'BlockAccess' | 'ReportUsage';
export type HashAlgorithm = 'MD5' | 'SHA-256';
export type AudioFormat = 'WAV' | 'FLAC' | 'AIFF';
export type ImageFormat = 'JPEG' | 'PNG';

/** Identifiers a party may carry; all optional. */
export interface PartyIds {
  isni?: string;
  dpid?: string;
  /** IPI name number, 11 digits. */
  ipiNameNumber?: string;
  proprietary?: { namespace: string; value: string }[];
}

export interface ArtistCredit {
  name: string;
  role: DisplayArtistRole;
  ids?: PartyIds;
}

export interface ContributorCredit {
  name: string;
  roles: ContributorRole[];
  ids?: PartyIds;
}

/**
 * A (P) or (C) line: the year, the owner (PLineCompany / CLineCompany) and the line as shown,
 * e.g. year 2025, company "Example Records", text "(P) 2025 Example Records".
 */
export interface RightsLine {
  year: number;
  text: string;
  company?: string;
}

export interface FileHash {
  algorithm: HashAlgorithm;
  /** Lower- or upper-case hex. */
  value: string;
}

export interface AudioFile {
  /** Path inside the delivery folder, e.g. "resources/0123456789012_01_001.flac". */
  uri: string;
  hash: FileHash;
  format: AudioFormat;
  bitsPerSample: number;
  sampleRateHz: number;
  channels: number;
  sizeBytes?: number;
}

export interface Track {
  isrc: string;
  title: string;
  /** Version shown in parentheses after the title, e.g. "Radio Edit". */
  version?: string;
  versionType?: VersionType;
  /** Position on the release, 1-based; when given it must match the track's place in the list. */
  trackNumber?: number;
  /** Exact length of the audio, fractions kept (xs:duration allows PT1M5.25S). */
  durationSeconds: number;
  /** Where the store's preview clip starts, in seconds from the start of the recording. */
  previewStartSeconds?: number;
  artists: ArtistCredit[];
  contributors: ContributorCredit[];
  parentalWarning: ParentalWarning;
  audio: AudioFile;
  iswc?: string;
  /** Defaults to the release's P line. */
  pLine?: RightsLine;
  /** ISO 639 language of the lyrics; omit for instrumentals. */
  languageOfPerformance?: string;
}

export interface CoverImage {
  uri: string;
  format: ImageFormat;
  width: number;
  height: number;
  hash?: FileHash;
}

/** Where a deal applies: a list of territories, or Worldwide with optional exclusions. */
export type Territories = { worldwide: true; excluding?: string[] } | { worldwide?: false; only: string[] };

export interface Deal {
  territories: Territories;
  commercialModels: CommercialModel[];
  useTypes: UseType[];
  /**
   * "YYYY-MM-DD" (local midnight in each territory, as stores release) or a full
   * xs:dateTime. For a live release keep the original start: a start in the future makes
   * some stores take the release down until then.
   */
  start: string;
  end?: string;
  /** Wholesale price tier for download deals, as agreed with the store. */
  priceCode?: string;
  /** For a RightsClaimModel deal: what the service does with user uploads that match. */
  rightsClaimPolicy?: RightsClaimPolicy;
}

export interface MessageParty {
  /** DDEX party id, "PADPIDA..." */
  dpid: string;
  name: string;
}

/**
 * ERN 4 has no update indicator: every message is the full truth about the release.
 * "Insert" is the first message, "Update" a later full one, "Takedown" one with no deals.
 */
export type MessageKind = 'Insert' | 'Update' | 'Takedown';

export interface MessageHeader {
  kind: MessageKind;
  /** Unique per sender and never reused. */
  messageId: string;
  threadId?: string;
  sender: MessageParty;
  recipients: MessageParty[];
  /** xs:dateTime with a zone, e.g. "2025-01-15T10:00:00Z"; passed in so the builder stays pure. */
  createdAt: string;
  isTest?: boolean;
}

export interface Release {
  header: MessageHeader;
  /** UPC-A, EAN-13 or GTIN-14 (DDEX ICPN). */
  icpn: string;
  catalogNumber?: string;
  releaseType: ReleaseType;
  title: string;
  version?: string;
  artists: ArtistCredit[];
  label: { name: string; ids?: PartyIds };
  pLine: RightsLine;
  cLine: RightsLine;
  genre: string;
  subgenre?: string;
  parentalWarning: ParentalWarning;
  /** "YYYY-MM-DD". */
  releaseDate: string;
  originalReleaseDate?: string;
  /** Language of the metadata (RFC 5646, e.g. "en"). */
  language: string;
  tracks: Track[];
  cover: CoverImage;
  deals: Deal[];
  /**
   * Also offer each track on its own (TrackRelease), so stores can sell and stream tracks
   * individually. Defaults to true when the release has more than one track.
   */
  offerTracksIndividually?: boolean;
}

/** One reason the release cannot be delivered (error) or may be refused (warning). */
export interface Problem {
  severity: 'error' | 'warning';
  /** Where to fix it, as a path into the input: "tracks[2].isrc", "deals[0].territories". */
  path: string;
  message: string;
}
