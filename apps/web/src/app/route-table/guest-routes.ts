import type { AppRoute } from '../route-types.js';

/** Spec §2 "Guest and authentication routes". */
export const guestRoutes: AppRoute[] = [
  {
    path: '/login', name: 'auth.login', title: 'Log in', layout: 'public',
    description: 'Sign in to Liner to manage your releases, analytics and earnings.',
    guestOnly: true, hideSupportWidget: true,
    page: () => import('../../features/auth/login-page.js'),
  },
  {
    path: '/register', name: 'auth.register', title: 'Sign up', layout: 'public',
    description: 'Create a Liner account and distribute your music to streaming stores.',
    guestOnly: true,
    page: () => import('../../features/auth/register-page.js'),
  },
  {
    path: '/register/google/:email/:fn/:ln', name: 'auth.google-register', title: 'Sign up with Google', layout: 'public',
    description: 'Finish creating your Liner account with Google.',
    guestOnly: true,
  },
  {
    path: '/register/verify/:token', name: 'auth.verify', title: 'Confirm your account', layout: 'public',
    description: 'Confirm the e-mail address of your Liner account.',
    page: () => import('../../features/auth/verify-page.js'),
  },
  {
    path: '/recover', name: 'auth.recover', title: 'Recover your account', layout: 'public',
    description: 'Get a link to choose a new password.',
    guestOnly: true,
    page: () => import('../../features/auth/recover-page.js'),
  },
  {
    path: '/recover/:token', name: 'auth.recover-change', title: 'Choose a new password', layout: 'public',
    description: 'Choose a new password for your Liner account.',
    guestOnly: true,
    page: () => import('../../features/auth/recover-change-page.js'),
  },
  {
    path: '/subscribe', name: 'subscription.index', title: 'Subscribe', layout: 'portal',
    description: 'Choose a Liner subscription.',
    auth: true, subscribeExempt: true,
  },
  {
    path: '/user-portal/restrict-not-subscribed', name: 'portal.restrictNotSubscribed', title: 'Subscription needed', layout: 'portal',
    description: 'An active subscription is needed to use this part of the portal.',
    auth: true, requiresSetup: true, subscribeExempt: true,
  },
  {
    path: '/callback/spotify', name: 'callback.spotify', title: 'Connecting Spotify', layout: 'bare',
    description: 'Finishing the connection to Spotify.', auth: true, subscribeExempt: true,
  },
  {
    path: '/callback/paypal', name: 'callback.paypal', title: 'Connecting PayPal', layout: 'bare',
    description: 'Finishing the connection to PayPal.', auth: true, subscribeExempt: true,
  },
  { path: '/shorts/:id', name: 'shorts.index', title: 'Short', layout: 'bare', description: 'A short on Liner.',
    page: () => import('../../features/links/shorts-page.js') },
  { path: '/track/:id', name: 'preview.track', title: 'Track preview', layout: 'bare', description: 'Listen to a track on Liner.',
    page: () => import('../../features/links/track-preview-page.js') },
  { path: '/l/:shortId', name: 'links.smart-link', title: 'Listen', layout: 'bare', description: 'Listen on your favourite store.',
    hideSupportWidget: true, page: () => import('../../features/links/smart-link-page.js') },
  // The API publishes smart links as /links/{short_id} (Quicklink.public_path); /l/ is the short form.
  { path: '/links/:shortId', name: 'links.smart-link-full', title: 'Listen', layout: 'bare', description: 'Listen on your favourite store.',
    hideSupportWidget: true, page: () => import('../../features/links/smart-link-page.js') },
  {
    path: '/white-label/onboarding', name: 'white-label.onboarding', title: 'White-label onboarding', layout: 'bare',
    description: 'Set up your white-label distribution with Liner.',
  },
];
