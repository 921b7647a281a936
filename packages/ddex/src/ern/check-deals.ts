import type { Deal, MessageHeader } from './model.js';
import { instantOf, isDateTime, isIsoDate, type ProblemList } from './problems.js';
import { territoryCodeProblem } from './territories.js';

const STREAM_USES = new Set(['Stream', 'OnDemandStream', 'NonInteractiveStream', 'ConditionalDownload']);

/**
 * Deals decide where and how the release is offered. The message kind must agree with them:
 * ERN 4 takes a release down by sending it with no deal, so an empty deal list on a first
 * delivery would be a takedown nobody asked for (DDEX KB "No takedown in initial deal").
 */
export function checkDeals(problems: ProblemList, deals: Deal[], header: MessageHeader): void {
  if (header.kind === 'Takedown') {
    if (deals.length > 0) {
      problems.error('deals', 'A takedown is sent with no deals; remove the deals or send it as an update.');
    }
    return;
  }
  if (deals.length === 0) {
    problems.error(
      'deals',
      'The release has no deals, so stores would not offer it anywhere. Choose territories and stores, or send a takedown.',
    );
    return;
  }
  deals.forEach((deal, index) => {
    checkDeal(problems, deal, index, header);
  });
}

function checkDeal(problems: ProblemList, deal: Deal, index: number, header: MessageHeader): void {
  const at = `deals[${index}]`;
  const label = `Deal ${index + 1}`;
  checkTerritories(problems, `${at}.territories`, deal, label);
  if (deal.commercialModels.length === 0) {
    problems.error(`${at}.commercialModels`, `${label} has no commercial model (subscription, ad-supported, sale...).`);
  }
  if (deal.useTypes.length === 0) {
    problems.error(`${at}.useTypes`, `${label} has no use type (stream, download...).`);
  }
  const sellsDownloads = deal.useTypes.includes('PermanentDownload');
  const streams = deal.useTypes.some((use) => STREAM_USES.has(use));
  if (sellsDownloads && deal.commercialModels.length > 0 && !deal.commercialModels.includes('PayAsYouGoModel')) {
    problems.warning(`${at}.commercialModels`, `${label} offers permanent downloads without PayAsYouGoModel (a sale).`);
  }
  if (streams && deal.commercialModels.length > 0 && deal.commercialModels.every((m) => m === 'PayAsYouGoModel')) {
    problems.warning(
      `${at}.commercialModels`,
      `${label} offers streams only as PayAsYouGoModel; streams are usually SubscriptionModel or AdvertisementSupportedModel.`,
    );
  }
  checkUgcAndPrice(problems, at, deal, label);
  checkValidity(problems, at, deal, label, header);
}

const UGC_USES = new Set(['UserMakeAvailableUserProvided', 'UserMakeAvailableLabelProvided']);

/** A rights claim only makes sense on user uploads; a sale is priced by the store's own tier. */
function checkUgcAndPrice(problems: ProblemList, at: string, deal: Deal, label: string): void {
  const claims = deal.commercialModels.includes('RightsClaimModel');
  if (claims && !deal.useTypes.some((use) => UGC_USES.has(use))) {
    problems.error(
      `${at}.useTypes`,
      `${label} is a rights claim (RightsClaimModel) but names no user-upload use (UserMakeAvailableUserProvided).`,
    );
  }
  if (deal.rightsClaimPolicy && !claims) {
    problems.error(`${at}.rightsClaimPolicy`, `${label} has a rights-claim policy but is not a RightsClaimModel deal.`);
  }
  if (deal.priceCode !== undefined && !/^[\x21-\x7e]{1,50}$/.test(deal.priceCode)) {
    problems.error(
      `${at}.priceCode`,
      `${label}: price code "${deal.priceCode}" must be 1 to 50 letters, digits or signs.`,
    );
  }
  if (deal.useTypes.includes('PermanentDownload') && !deal.priceCode) {
    problems.warning(
      `${at}.priceCode`,
      `${label} sells downloads without a price code; the store will apply its default price tier.`,
    );
  }
}

function checkTerritories(problems: ProblemList, path: string, deal: Deal, label: string): void {
  const territories = deal.territories;
  const codes = territories.worldwide ? (territories.excluding ?? []) : territories.only;
  if (!territories.worldwide && codes.length === 0) {
    problems.error(path, `${label} names no territory; choose territories or Worldwide.`);
  }
  if (territories.worldwide && codes.includes('Worldwide')) {
    problems.error(`${path}.excluding`, `${label} excludes Worldwide, which leaves nowhere to sell.`);
  }
  const seen = new Set<string>();
  codes.forEach((code, position) => {
    const where = territories.worldwide ? `${path}.excluding[${position}]` : `${path}.only[${position}]`;
    if (territories.worldwide && code === 'Worldwide') return;
    const problem = territoryCodeProblem(code);
    if (problem) problems.error(where, `${label}: ${problem}`);
    if (seen.has(code)) problems.warning(where, `${label} lists ${code} twice.`);
    seen.add(code);
  });
}

function checkValidity(problems: ProblemList, at: string, deal: Deal, label: string, header: MessageHeader): void {
  const startValid = isIsoDate(deal.start) || isDateTime(deal.start, false);
  if (!startValid) {
    problems.error(`${at}.start`, `${label}: start "${deal.start}" is not a date (YYYY-MM-DD) or date-time.`);
  }
  if (deal.end !== undefined) {
    const endValid = isIsoDate(deal.end) || isDateTime(deal.end, false);
    if (!endValid) {
      problems.error(`${at}.end`, `${label}: end "${deal.end}" is not a date (YYYY-MM-DD) or date-time.`);
    } else if (startValid && instantOf(deal.end) < instantOf(deal.start)) {
      problems.error(`${at}.end`, `${label} ends (${deal.end}) before it starts (${deal.start}).`);
    }
  }
  // Stores read a later start on an update as "not available until then" and pull a live
  // release (DDEX KB "Active deals at time of sending an ERN"): keep the original start.
  if (header.kind === 'Update' && startValid && isDateTime(header.createdAt, true)) {
    if (instantOf(deal.start) > instantOf(header.createdAt)) {
      problems.warning(
        `${at}.start`,
        `${label} starts ${deal.start}, after this update is sent; if the release is already live, keep its original start date or stores may take it down until then.`,
      );
    }
  }
}
