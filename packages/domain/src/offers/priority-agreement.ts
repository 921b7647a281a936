/**
 * The priority account agreement's terms, shared by the offer dialog and the signed PDF. The
 * figures are the product's; the wording is Liner's own.
 */
export const PRIORITY_AGREEMENT = {
  /** Days the artist gives Liner to negotiate exclusively before talking to others. */
  exclusiveNegotiationDays: 15,
  /** Share of royalties the artist keeps, in percent: priority never takes a cut. */
  royaltyPercent: 100,
} as const;

/** The agreement ends on December 31 of the year after the one it was signed in (YYYY-MM-DD). */
export function priorityAgreementEnds(signedAt: Date): string {
  return `${signedAt.getUTCFullYear() + 1}-12-31`;
}

/** The terms as short paragraphs, in the order the contract lists them. */
export function priorityAgreementTerms(signedAt: Date): string[] {
  const { exclusiveNegotiationDays, royaltyPercent } = PRIORITY_AGREEMENT;
  return [
    `Royalties. You keep ${royaltyPercent}% of your royalties. Priority membership takes no share of what your releases earn.`,
    'What priority brings. Your releases and requests are handled first by the review and support teams, and you do not need a paid subscription while the agreement runs.',
    `Exclusive negotiation. For ${exclusiveNegotiationDays} days after signing, you discuss any new distribution, funding or catalogue deal with Liner before anyone else. After that window you are free to talk to anyone.`,
    `Term. The agreement runs until ${priorityAgreementEnds(signedAt)} (December 31 of the following year), when it ends on its own. Either side may end it earlier by writing to the other; the end takes effect on that same date.`,
    'Your music stays yours. You keep every right in your recordings and compositions; nothing here transfers ownership.',
  ];
}
