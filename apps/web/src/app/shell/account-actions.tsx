import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { pathTo } from '../routes.js';
import { AvatarMenu } from './avatar-menu.js';
import { NotificationsMenu } from './notifications-menu.js';
import { ReleasesMenu } from './releases-menu.js';

/** Top bar for signed-in users: Dashboard, releases menu, notifications bell, avatar menu. */
export default function AccountActions() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <Button
        component={RouterLink}
        to={pathTo('portal.index')}
        color="inherit"
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        Dashboard
      </Button>
      <ReleasesMenu />
      <NotificationsMenu />
      <AvatarMenu />
    </Box>
  );
}
