import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Cookies from 'js-cookie';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PREFERENCE_COOKIE_DAYS } from '../theme.js';

export const COOKIE_CONSENT_COOKIE = 'cookieConsent';

/** Accepted once, stored 7 days. */
export function CookieConsent() {
  const [accepted, setAccepted] = useState(() => Cookies.get(COOKIE_CONSENT_COOKIE) === 'true');
  if (accepted) return null;
  const accept = () => {
    Cookies.set(COOKIE_CONSENT_COOKIE, 'true', { expires: PREFERENCE_COOKIE_DAYS, sameSite: 'Lax' });
    setAccepted(true);
  };
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      elevation={6}
      sx={{
        position: 'fixed',
        left: { xs: 12, sm: 24 },
        bottom: { xs: 12, sm: 24 },
        right: { xs: 88, sm: 'auto' },
        maxWidth: 520,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        // Above the top bar and the sidebar, under every dialog: a full-screen dialog on a phone
        // keeps its bottom buttons reachable.
        zIndex: (theme) => theme.zIndex.modal - 1,
      }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        By using this site you agree to our{' '}
        <Link component={RouterLink} to="/cookie-policy" underline="always">
          cookie policy
        </Link>
      </Typography>
      <Button variant="contained" size="small" onClick={accept}>
        Accept
      </Button>
    </Paper>
  );
}
