import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { formatRelativeTime } from '@liner/domain';
import { pathTo } from '../routes.js';
import { useSession } from '../session.js';

/** Spec §9: notification menu max height 300 px. */
const MENU_MAX_HEIGHT = 300;

export function NotificationsMenu() {
  const { me } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = me?.notifications ?? [];
  const unread = notifications.filter((notification) => !notification.read).length;
  const close = () => setAnchor(null);
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <IconButton aria-label={label} aria-haspopup="menu" aria-expanded={!!anchor} onClick={(event) => setAnchor(event.currentTarget)}>
        <Badge badgeContent={unread} color="error" max={99}><NotificationsNoneIcon /></Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)' } }, list: { sx: { py: 0 }, 'aria-label': 'Notifications' } }}>
        <Box sx={{ px: 2, py: 1.5 }}><Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>Notifications</Typography></Box>
        <Divider />
        <Box sx={{ maxHeight: MENU_MAX_HEIGHT, overflowY: 'auto' }}>
          {notifications.length === 0 && (
            <Typography sx={{ px: 2, py: 3 }} color="text.secondary">Nothing new...</Typography>
          )}
          {notifications.map((notification) => (
            <MenuItem key={notification.id} component={RouterLink} to={pathTo('portal.notifications')} onClick={close}
              sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1 }}>
              {!notification.read && <Box aria-hidden sx={{ width: 8, height: 8, mt: 1, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />}
              <ListItemText
                primary={notification.title}
                secondary={formatRelativeTime(notification.createdAt)}
                slotProps={{ primary: { sx: { fontWeight: notification.read ? 400 : 600 } } }} />
            </MenuItem>
          ))}
        </Box>
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to={pathTo('portal.notifications')} onClick={close} fullWidth>View all</Button>
        </Box>
      </Menu>
    </>
  );
}
