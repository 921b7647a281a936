import type { Deal, Territories } from './model.js';

/**
 * The kinds of deal a store takes: `streaming` (subscription and ad-supported streams),
 * `download` (sales), `ugc` (claims on users' uploads) and `ugc-library` (the recording offered
 * in the service's sound library for users' videos).
 */
export const DEAL_KINDS = ['streaming', 'download', 'ugc', 'ugc-library'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

export interface DealTemplateInput {
  kinds: readonly DealKind[];
  territories: Territories;
  /** "YYYY-MM-DD" or an xs:dateTime: the release date, kept on updates of a live release. */
  start: string;
  /** The store's wholesale price tier for download deals (its own code). */
  priceCode?: string;
}

/**
 * Deals shaped as DDEX's own sample messages write them. Subscribers may keep tracks for
 * offline listening (ConditionalDownload) while ad-supported listeners only stream, so
 * streaming is two deals; a sale is a pay-as-you-go permanent download with the store's price
 * tier. UGC services get a rights claim on user uploads (monetised) and, for services with a
 * sound library, the label-provided use.
 */
export function dealsFromTemplates(input: DealTemplateInput): Deal[] {
  const { territories, start } = input;
  const kinds = new Set(input.kinds);
  const deals: Deal[] = [];
  if (kinds.has('streaming')) {
    deals.push(
      {
        territories,
        commercialModels: ['SubscriptionModel'],
        useTypes: ['OnDemandStream', 'NonInteractiveStream', 'ConditionalDownload'],
        start,
      },
      {
        territories,
        commercialModels: ['AdvertisementSupportedModel'],
        useTypes: ['OnDemandStream', 'NonInteractiveStream'],
        start,
      },
    );
  }
  if (kinds.has('download')) {
    const priceCode = input.priceCode?.trim() || undefined;
    deals.push({
      territories,
      commercialModels: ['PayAsYouGoModel'],
      useTypes: ['PermanentDownload'],
      start,
      priceCode,
    });
  }
  if (kinds.has('ugc')) {
    deals.push({
      territories,
      commercialModels: ['RightsClaimModel'],
      useTypes: ['UserMakeAvailableUserProvided'],
      rightsClaimPolicy: 'Monetize',
      start,
    });
  }
  if (kinds.has('ugc-library')) {
    deals.push({
      territories,
      commercialModels: ['AdvertisementSupportedModel'],
      useTypes: ['UserMakeAvailableLabelProvided'],
      start,
    });
  }
  return deals;
}
