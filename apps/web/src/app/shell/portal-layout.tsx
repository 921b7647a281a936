import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SIDEBAR_WIDTH } from '../theme.js';
import { Sidebar } from './sidebar.js';
import { sidebarBreakpoint } from './sidebar-links.js';
import { TopBar } from './top-bar.js';
import { ActingBar } from './acting-bar.js';
import { GracePeriodBanner } from './grace-period-banner.js';
import { ManagerAcceptanceDialog } from './manager-acceptance-dialog.js';
import { RefusalNotice } from './refusal-notice.js';
import { useSession } from '../session.js';

// Loaded only for an account with an offer waiting for an answer (priority account, advance).
const OfferDialogs = lazy(() => import('../../features/offers/offer-dialogs.js'));

/** Signed-in pages: top bar and sidebar (permanent above the breakpoint, a drawer at or below it). */
export default function PortalLayout() {
  const { pathname } = useLocation();
  const permanent = useMediaQuery(`(min-width:${sidebarBreakpoint(pathname) + 1}px)`, { noSsr: true });
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const hasOffer =
    !!user &&
    ((user.priorityMember && !user.priorityAccepted) || (user.instantAdvance && !user.instantAdvanceConfirmed));
  const [offersLoaded, setOffersLoaded] = useState(false);
  useEffect(() => {
    if (hasOffer) setOffersLoaded(true);
  }, [hasOffer]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar onToggleSidebar={permanent ? undefined : () => setOpen((value) => !value)} sidebarOpen={open} />
      <ActingBar />
      <ManagerAcceptanceDialog />
      <Box sx={{ display: 'flex', flex: 1 }}>
        {permanent ? (
          <Box
            component="aside"
            sx={{
              width: SIDEBAR_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ position: 'sticky', top: 64, height: 'calc(100vh - 64px)' }}>
              <Sidebar />
            </Box>
          </Box>
        ) : (
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH }, 'aria-label': 'Portal menu' } }}
          >
            {/* The top bar stays above the drawer; keep the first links out from under it. */}
            <Toolbar aria-hidden />
            <Sidebar onNavigate={() => setOpen(false)} />
          </Drawer>
        )}
        <Box
          component="main"
          id="main"
          sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 2, sm: 3 } }}
        >
          <GracePeriodBanner />
          <RefusalNotice />
          <Outlet />
        </Box>
        {offersLoaded && (
          <Suspense fallback={null}>
            <OfferDialogs />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
