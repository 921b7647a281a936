import type { AppRoute } from '../route-types.js';
import { portal, write } from './portal-route.js';

/** Money: the wallet and royalty splits. */
export const moneyRoutes: AppRoute[] = [
  portal(
    'wallet',
    'portal.wallet',
    'Wallet',
    'Your balance, earnings and payouts.',
    { requiresSetup: true, collaboratorsHidden: true },
    () => import('../../features/wallet/wallet-page.js'),
  ),
  portal(
    'royalty-shares',
    'portal.royalty-shares',
    'Royalty splits',
    'Share royalties with your collaborators.',
    { permission: write('royalty-splits'), collaboratorsHidden: true },
    () => import('../../features/royalty-shares/royalty-shares-page.js'),
  ),
  portal(
    'royalty-shares/new',
    'portal.royalty-shares-new',
    'New split',
    "Share a track's royalties with your collaborators.",
    { permission: write('royalty-splits'), collaboratorsHidden: true },
    () => import('../../features/royalty-shares/split-editor-page.js'),
  ),
];
