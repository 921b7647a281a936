import type { AppRoute, PageLoader, RouteFlags } from '../route-types.js';

const publicPage: PageLoader = () => import('../../features/public/public-page.js');

function page(
  path: string,
  name: string,
  title: string,
  description: string,
  flags: RouteFlags = {},
  loader: PageLoader = publicPage,
): AppRoute {
  return { path, name, title, description, layout: 'public', page: loader, ...flags };
}

// /support composes two features (support, help-centre), which may not import each other.
const supportHome: PageLoader = () => import('../composed/support-home.js');
const helpArticle: PageLoader = () => import('../../features/help-centre/article-page.js');
const contact: PageLoader = () => import('../../features/support/contact-page.js');
const ticket: PageLoader = () => import('../../features/support/ticket-page.js');
const dmca: PageLoader = () => import('../../features/support-claims/dmca-page.js');
const youtubeDispute: PageLoader = () => import('../../features/support-claims/youtube-dispute-page.js');
const accountDispute: PageLoader = () => import('../../features/support-claims/account-dispute-page.js');

function later(path: string, name: string, title: string, description: string, flags: RouteFlags = {}): AppRoute {
  return { path, name, title, description, layout: 'public', ...flags };
}

/** Public pages and the affiliate landing pages. */
export const publicRoutes: AppRoute[] = [
  {
    path: '/',
    name: 'home.index',
    title: 'Music distribution for artists and labels',
    layout: 'public',
    description: 'Liner: distribute your music to streaming stores, follow analytics and get paid.',
    page: () => import('../../features/public/home-page.js'),
  },
  page('/pricing', 'pricing.index', 'Pricing', 'What Liner costs for artists and labels.'),
  later('/news', 'news.index', 'News', 'News from Liner.'),
  later(
    '/catalog-migration',
    'company.catalog-migration',
    'Catalog migration',
    'Move your catalog to Liner without losing streams.',
  ),
  page('/support', 'support.index', 'Support', 'Help with releases, payments and your account.', {}, supportHome),
  // Not in the spec's list of pages: the help centre's articles (issue 16), readable without an account.
  page(
    '/support/articles/:slug',
    'support.article',
    'Help article',
    'An article of the Liner help centre.',
    {},
    helpArticle,
  ),
  page(
    '/support/message',
    'support.message',
    'Message support',
    'Send a message to the Liner support team.',
    { guestSupport: true, authenticatedToSupport: true },
    contact,
  ),
  page(
    '/support/message/:id',
    'support.message-thread',
    'Support message',
    'A conversation with Liner support.',
    { guestSupport: true, auth: true },
    ticket,
  ),
  page(
    '/support/custom-message/:id',
    'support.custom-message',
    'Support message',
    'A message from Liner support.',
    { guestSupport: true, auth: true },
    ticket,
  ),
  // Guests write here too (issue 16): the page shows them the guest form, answered by e-mail.
  page(
    '/support/contact',
    'support.contact',
    'Contact support',
    'Open a support ticket.',
    { subscribeExempt: true },
    contact,
  ),
  // Public on purpose (issue 16): a rights holder rarely has an account, a suspended person cannot sign in.
  page('/support/dmca', 'support.dmca', 'DMCA notice', 'Report a copyright infringement.', {}, dmca),
  page(
    '/support/account-dispute',
    'support.account-dispute',
    'Account dispute',
    'Dispute a decision about your account.',
    {},
    accountDispute,
  ),
  page(
    '/support/youtube-dispute',
    'support.youtube',
    'YouTube dispute',
    'Dispute a YouTube Content ID claim.',
    {},
    youtubeDispute,
  ),
  page('/about', 'company.index', 'About us', 'Who builds Liner and why.'),
  page('/careers', 'company.careers', 'Careers', 'Work on Liner.'),
  page('/delivery-partners', 'company.partners', 'Delivery partners', 'The stores and platforms Liner delivers to.'),
  page('/privacy-policy', 'company.privacy', 'Privacy policy', 'How Liner handles personal data.'),
  page('/terms', 'company.terms', 'Terms of service', 'The terms for using Liner.'),
  page('/cookie-policy', 'company.cookie-policy', 'Cookie policy', 'The cookies Liner uses and why.'),
  page('/anti-fraud', 'company.fraud', 'Anti-fraud policy', 'How Liner fights artificial streaming and fraud.'),
  page('/gdpr', 'company.gdpr', 'GDPR', 'Your rights under the GDPR.'),
  later(
    '/affiliates/facebook',
    'affiliates.facebook',
    'Facebook and Instagram',
    'Get your music on Facebook and Instagram.',
  ),
  later('/spotify-for-artists', 'affiliates.spotify', 'Spotify for Artists', 'Get access to Spotify for Artists.'),
  later('/affiliates/usage-discovery', 'affiliates.pex', 'Usage discovery', 'Find where your music is used online.'),
  later('/collabforthecrown', 'affiliates.cftc', 'Collab for the Crown', 'Enter Collab for the Crown.'),
  later(
    '/affiliates/collab-for-the-crown/submissions',
    'affiliates.cftc-submissions',
    'Collab for the Crown submissions',
    'Submissions to Collab for the Crown.',
  ),
  later('/affiliates/cosynd', 'affiliates.cosynd', 'Cosynd', 'Register your copyrights with Cosynd.'),
  later('/affiliates/chordcash', 'affiliates.chordcash', 'Chordcash', 'Funding for your catalog with Chordcash.'),
  later('/publishing', 'affiliates.bmg', 'Publishing', 'Collect your publishing royalties.'),
];
