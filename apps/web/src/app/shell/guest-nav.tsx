import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { pathTo } from '../routes.js';

// The menu (and the modal machinery under it) is fetched on first use: it is not part of /login's budget.
const GuestMoreMenu = lazy(() => import('./guest-more-menu.js'));

const GUEST_LINKS = [
  { label: 'Pricing', to: pathTo('pricing.index') },
  { label: 'News', to: pathTo('news.index') },
  { label: 'Contact', to: pathTo('support.index') },
];

/** Top bar for visitors: Pricing, News, Contact, Login, Sign Up (the first three fold into a menu on phones). */
export function GuestNav() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
        {GUEST_LINKS.map((link) => (
          <Button key={link.label} component={RouterLink} to={link.to} color="inherit">
            {link.label}
          </Button>
        ))}
      </Box>
      <IconButton
        sx={{ display: { md: 'none' } }}
        aria-label="More pages"
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => {
          setMenuLoaded(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      {menuLoaded && (
        <Suspense fallback={null}>
          <GuestMoreMenu anchor={anchor} links={GUEST_LINKS} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
      <Button component={RouterLink} to={pathTo('auth.login')} color="inherit">
        Login
      </Button>
      <Button component={RouterLink} to={pathTo('auth.register')} variant="contained">
        Sign Up
      </Button>
    </Box>
  );
}
