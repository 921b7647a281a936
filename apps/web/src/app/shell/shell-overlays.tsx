import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { CookieConsent } from './cookie-consent.js';
import { SubscriptionRequiredDialog } from './subscription-required-dialog.js';
import { useSession } from '../session.js';
import { useVersionCheck } from './version-check.js';

const HelpDrawer = lazy(() => import('./help-drawer.js'));
const SupportChatWidget = lazy(() => import('../../features/support-chat/chat-widget.js'));
const VersionDialog = lazy(() => import('./version-dialog.js'));

/**
 * What floats above every layout: the support widget (live chat for a signed-in person, the help
 * drawer for a guest), cookie consent, new-version dialog, the 402 dialog.
 */
export function ShellOverlays({ hideSupportWidget }: { hideSupportWidget: boolean }) {
  const { status, user } = useSession();
  const signedIn = status === 'authenticated';
  // Operators are the ones who answer: they get neither the chat nor the help button.
  const operator = signedIn && !!user?.adminAccess;
  const chat = signedIn && !operator;
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const { outdated, update } = useVersionCheck();
  const openHelp = () => {
    setHelpLoaded(true);
    setHelpOpen(true);
  };
  return (
    <>
      {!hideSupportWidget && chat && (
        <Suspense fallback={null}>
          <SupportChatWidget />
        </Suspense>
      )}
      {!hideSupportWidget && !signedIn && (
        <Fab
          color="primary"
          aria-label="Help"
          onClick={openHelp}
          sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
        >
          <HelpOutlineIcon />
        </Fab>
      )}
      <Suspense fallback={null}>
        {helpLoaded && <HelpDrawer open={helpOpen} onClose={() => setHelpOpen(false)} />}
        {outdated && <VersionDialog onUpdate={update} />}
      </Suspense>
      <CookieConsent />
      <SubscriptionRequiredDialog />
    </>
  );
}
