import { offersTracksIndividually, toDealDateTime } from './format.js';
import type { Deal, Release } from './model.js';
import { MAIN_RELEASE_REF, trackReleaseRef } from './references.js';
import type { XmlWriter } from './xml-writer.js';

/**
 * The DealList, or nothing for a takedown: in ERN 4 a release with no deal is taken down
 * (there is no TakeDown flag any more). The same deals apply to the whole release and, when
 * tracks are offered individually, to every TrackRelease.
 */
export function writeDealList(w: XmlWriter, release: Release): void {
  if (release.header.kind === 'Takedown' || release.deals.length === 0) return;
  // Price tiers are the store's own codes, so they are namespaced by the recipient.
  const priceNamespace = release.header.recipients[0]?.dpid ?? release.header.sender.dpid;
  w.element('DealList', () => {
    writeReleaseDeal(w, [MAIN_RELEASE_REF], release.deals, priceNamespace);
    if (offersTracksIndividually(release)) {
      const trackRefs = release.tracks.map((_, index) => trackReleaseRef(index));
      writeReleaseDeal(w, trackRefs, release.deals, priceNamespace);
    }
  });
}

function writeReleaseDeal(w: XmlWriter, releaseRefs: string[], deals: Deal[], priceNamespace: string): void {
  w.element('ReleaseDeal', () => {
    for (const ref of releaseRefs) w.leaf('DealReleaseReference', ref);
    for (const deal of deals) w.element('Deal', () => writeDealTerms(w, deal, priceNamespace));
  });
}

function writeDealTerms(w: XmlWriter, deal: Deal, priceNamespace: string): void {
  w.element('DealTerms', () => {
    writeTerritories(w, deal);
    w.element('ValidityPeriod', () => {
      w.leaf('StartDateTime', toDealDateTime(deal.start));
      if (deal.end) w.leaf('EndDateTime', toDealDateTime(deal.end, true));
    });
    for (const model of unique(deal.commercialModels)) w.leaf('CommercialModelType', model);
    for (const use of unique(deal.useTypes)) w.leaf('UseType', use);
    if (deal.rightsClaimPolicy) {
      w.element('RightsClaimPolicy', () => w.leaf('RightsClaimPolicyType', deal.rightsClaimPolicy));
    }
    if (deal.priceCode) {
      w.element('PriceInformation', () => w.leaf('PriceCode', deal.priceCode, { Namespace: priceNamespace }));
    }
  });
}

/** Worldwide except some = ExcludedTerritoryCode only; the XSD never allows both kinds together. */
function writeTerritories(w: XmlWriter, deal: Deal): void {
  const territories = deal.territories;
  if (territories.worldwide) {
    const excluded = unique(territories.excluding ?? []);
    if (excluded.length === 0) w.leaf('TerritoryCode', 'Worldwide');
    for (const code of excluded) w.leaf('ExcludedTerritoryCode', code);
    return;
  }
  for (const code of unique(territories.only)) w.leaf('TerritoryCode', code);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
