import type { AccountType } from '../contracts/user.js';

/** The facts about an account that programmes decide eligibility on; the server gathers them. */
export interface EligibilityFacts {
  accountType: AccountType;
  /** A release delivered to the stores and out (content-ID claims exist only for those). */
  hasLiveRelease: boolean;
}

/** One rule: null when the account passes, else the sentence telling it what is missing. */
export type EligibilityRule = (facts: EligibilityFacts) => string | null;

export const ELIGIBILITY_MESSAGES = {
  artistOrLabel: 'Programmes are for artist and label accounts: upgrade your account to join',
  liveRelease: 'You need a release in the stores first: the greenlist spares channels from claims on live releases',
} as const;

export const needsArtistOrLabel: EligibilityRule = (facts) =>
  facts.accountType === 'artist' || facts.accountType === 'label' ? null : ELIGIBILITY_MESSAGES.artistOrLabel;

export const needsLiveRelease: EligibilityRule = (facts) =>
  facts.hasLiveRelease ? null : ELIGIBILITY_MESSAGES.liveRelease;

/** The reasons the account may not submit, in the rules' order (empty: eligible). */
export function eligibilityRefusals(rules: readonly EligibilityRule[], facts: EligibilityFacts): string[] {
  return rules.map((rule) => rule(facts)).filter((reason): reason is string => reason !== null);
}
