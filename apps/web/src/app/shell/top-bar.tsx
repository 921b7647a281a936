import { lazy, Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import MenuIcon from '@mui/icons-material/Menu';
import { useSession } from '../session.js';
import { BrandLogo } from './brand-logo.js';
import { GuestNav } from './guest-nav.js';

// Signed-in menus (bell, avatar, releases) are only fetched once someone is signed in.
const AccountActions = lazy(() => import('./account-actions.js'));

/** The navbar is in its scrolled state after 100 px of scroll. */
const SCROLLED_AFTER_PX = 100;

interface TopBarProps {
  /** Shown when the sidebar is a drawer (mobile widths). */
  onToggleSidebar?: () => void;
  sidebarOpen?: boolean;
}

export function TopBar({ onToggleSidebar, sidebarOpen }: TopBarProps) {
  const { status } = useSession();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLLED_AFTER_PX });
  return (
    <AppBar
      position="sticky"
      component="header"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        boxShadow: scrolled ? 3 : 0,
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        {onToggleSidebar && (
          <IconButton
            edge="start"
            aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={sidebarOpen}
            onClick={onToggleSidebar}
          >
            <MenuIcon />
          </IconButton>
        )}
        <BrandLogo />
        <Box sx={{ flex: 1 }} />
        {status === 'authenticated' ? (
          <Suspense fallback={null}>
            <AccountActions />
          </Suspense>
        ) : (
          status === 'guest' && <GuestNav />
        )}
      </Toolbar>
    </AppBar>
  );
}
