import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCurrentRoute } from '../../app/navigation-context.js';
import { useSession } from '../../app/session.js';

/** Areas of later issues: the route's title and description, and a way back. */
export default function ComingSoonPage() {
  const route = useCurrentRoute();
  const { status } = useSession();
  const home =
    status === 'authenticated'
      ? { to: '/user-portal', label: 'Back to the dashboard' }
      : { to: '/', label: 'Back to the home page' };
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700 }}>
        Coming soon
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 800 }}>
        {route?.title ?? 'Coming soon'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {route?.description} This part of Liner is not ready yet.
      </Typography>
      <Button component={RouterLink} to={home.to} variant="contained">
        {home.label}
      </Button>
    </Box>
  );
}
