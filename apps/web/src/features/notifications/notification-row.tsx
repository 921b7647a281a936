import { visuallyHidden } from '@mui/utils';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRelativeTime, type Notification } from '@liner/domain';
import { NotificationTypeIcon } from './notification-type-icon.js';

/** One notification: type icon, title, message, relative time and an unread marker. */
export function NotificationRow({ notification, now }: { notification: Notification; now: Date }) {
  const isUnread = !notification.read;
  return (
    <ListItem
      alignItems="flex-start"
      divider
      sx={{ py: 1.5, bgcolor: isUnread ? 'action.hover' : undefined }}
      data-unread={isUnread || undefined}
    >
      <ListItemAvatar>
        <Avatar sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <NotificationTypeIcon type={notification.type} />
        </Avatar>
      </ListItemAvatar>
      <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography
            component="h2"
            variant="subtitle2"
            sx={{ fontWeight: isUnread ? 700 : 500, overflowWrap: 'anywhere' }}
          >
            {isUnread && (
              <Box component="span" sx={visuallyHidden}>
                Unread:{' '}
              </Box>
            )}
            {notification.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Typography
              component="time"
              dateTime={notification.createdAt}
              variant="caption"
              color="text.secondary"
              title={new Date(notification.createdAt).toLocaleString()}
            >
              {formatRelativeTime(notification.createdAt, now)}
            </Typography>
            {isUnread && <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }} />}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {notification.message}
        </Typography>
        {notification.fileUrl && (
          <Link href={notification.fileUrl} target="_blank" rel="noopener noreferrer" variant="body2">
            Open attachment
          </Link>
        )}
      </Stack>
    </ListItem>
  );
}
