import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { formatRelativeTime } from '@liner/domain';
import { pathTo } from '../routes.js';
import { useSession } from '../session.js';

/** Notification menu max height 300 px. */
const MENU_MAX_HEIGHT = 300;

/** The bell: unread count badge, the latest titles with relative times, "View all". */
export function NotificationsMenu() {
  const { me } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = me?.notifications ?? [];
  const unread = notifications.filter((notification) => !notification.read).length;
  const close = () => setAnchor(null);
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  const now = new Date();
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notifications-menu-title',
            sx: { width: 340, maxWidth: 'calc(100vw - 24px)' },
          },
        }}
      >
        <Typography
          id="notifications-menu-title"
          component="h2"
          variant="subtitle1"
          sx={{ px: 2, py: 1.5, fontWeight: 700 }}
        >
          Notifications
        </Typography>
        <Divider />
        {notifications.length === 0 ? (
          <Typography sx={{ px: 2, py: 3 }} color="text.secondary">
            Nothing new...
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: MENU_MAX_HEIGHT, overflowY: 'auto', py: 0 }}>
            {notifications.map((notification) => (
              <ListItem key={notification.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={pathTo('portal.notifications')}
                  onClick={close}
                  sx={{ alignItems: 'flex-start', gap: 1 }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 8,
                      height: 8,
                      mt: 1,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: notification.read ? 'transparent' : 'primary.main',
                    }}
                  />
                  <ListItemText
                    primary={notification.title}
                    secondary={formatRelativeTime(notification.createdAt, now)}
                    slotProps={{ primary: { sx: { fontWeight: notification.read ? 400 : 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button component={RouterLink} to={pathTo('portal.notifications')} onClick={close} fullWidth>
            View all
          </Button>
        </Box>
      </Popover>
    </>
  );
}
