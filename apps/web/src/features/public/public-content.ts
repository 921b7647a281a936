/** Copy of the simple public pages that share one page component, by route name. */
export interface PublicSection {
  heading: string;
  body: string;
}
export interface PublicContent {
  lead: string;
  sections: PublicSection[];
}

const LEGAL_NOTE =
  'This is the summary of the self-hosted installation; the operator of this portal publishes the binding text.';

export const PUBLIC_CONTENT: Record<string, PublicContent> = {
  'pricing.index': {
    lead: 'Keep 100% of your royalties. Pick the plan that matches how you release.',
    sections: [
      {
        heading: 'Artist',
        body: 'Unlimited releases for one artist name, delivery to every major store, analytics and payouts.',
      },
      {
        heading: 'Label',
        body: 'Unlimited artists and releases, team members with permissions, royalty splits and reports.',
      },
      {
        heading: 'Self-hosted',
        body: 'Run Liner on your own server. The operator decides whether a subscription is required.',
      },
    ],
  },
  'company.index': {
    lead: 'Liner is an open, self-hostable distribution portal for independent artists and labels.',
    sections: [
      {
        heading: 'What we do',
        body: 'We deliver releases to streaming stores, collect sales reports and turn them into clear earnings.',
      },
      {
        heading: 'Why open source',
        body: 'Distributors, collectives and labels can run their own portal with their own brand and data.',
      },
    ],
  },
  'company.careers': {
    lead: 'We are a small team building tools for musicians.',
    sections: [
      {
        heading: 'Open positions',
        body: 'There are no open positions right now. Contributions to the project are always welcome.',
      },
    ],
  },
  'company.partners': {
    lead: 'Liner delivers to the stores and platforms where people listen.',
    sections: [
      {
        heading: 'Stores',
        body: 'Spotify, Apple Music, Amazon Music, YouTube Music, Deezer, TIDAL, TikTok, Instagram and many more.',
      },
    ],
  },
  'company.privacy': {
    lead: 'How this portal collects, uses and protects personal data.',
    sections: [
      {
        heading: 'What we collect',
        body: 'Account details, release metadata, sales data and the technical data needed to keep your account safe.',
      },
      {
        heading: 'Your choices',
        body: `You can correct or delete your data from your profile settings or by contacting support. ${LEGAL_NOTE}`,
      },
    ],
  },
  'company.terms': {
    lead: 'The terms for using this portal.',
    sections: [
      {
        heading: 'Summary',
        body: `You keep the rights to your music and grant a licence to deliver it to the stores you choose. ${LEGAL_NOTE}`,
      },
    ],
  },
  'company.cookie-policy': {
    lead: 'The cookies this portal uses and why.',
    sections: [
      {
        heading: 'Cookies',
        body: 'A sign-in cookie, and cookies that remember your dark-mode choice, your cookie consent and the site version, each for 7 days.',
      },
    ],
  },
  'company.fraud': {
    lead: 'Artificial streams hurt every artist. We remove fraudulent activity.',
    sections: [
      {
        heading: 'What we do',
        body: `Releases with artificial streams are taken down and their earnings withheld. ${LEGAL_NOTE}`,
      },
    ],
  },
  'company.gdpr': {
    lead: 'Your rights under the General Data Protection Regulation.',
    sections: [
      { heading: 'Your rights', body: `You may access, correct, export or delete your personal data. ${LEGAL_NOTE}` },
    ],
  },
};
