import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { DEFAULT_PER_PAGE } from '@liner/domain';
import { useToasts } from '../../ui/toasts.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { PerPagePager } from '../../ui/table-pager.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useMarkAllNotificationsReadMutation, useNotificationsQuery } from './api.js';
import { NotificationRow } from './notification-row.js';

/** /user-portal/notifications — every notification, newest first, paginated by the server. */
export default function NotificationsPage() {
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const notifications = useNotificationsQuery(page, perPage);
  const markAll = useMarkAllNotificationsReadMutation();
  const data = notifications.data;
  // Unread ones may sit on other pages, so only an empty list disables "Mark all as read".
  const hasAny = (data?.total ?? 0) > 0;
  const now = new Date();

  const markAllRead = async () => {
    try {
      await markAll.mutateAsync();
      toasts.push({ message: 'All notifications marked as read', type: 'success' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 900 }}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
          Notifications
        </Typography>
        <Button
          startIcon={<DoneAll />}
          onClick={markAllRead}
          loading={markAll.isPending}
          disabled={!hasAny}
          variant="outlined"
        >
          Mark all as read
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {notifications.isPending && <LoadingRows count={Math.min(perPage, 5)} />}
        {notifications.isError && (
          <Stack sx={{ p: 2 }}>
            <ErrorAlert error={notifications.error} />
          </Stack>
        )}
        {data && data.data.length === 0 && (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 2, textAlign: 'center' }}>
            <NotificationsNone sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography color="text.secondary">Nothing here yet ...</Typography>
          </Stack>
        )}
        {data && data.data.length > 0 && (
          <List disablePadding aria-label="Notifications" aria-busy={notifications.isPlaceholderData}>
            {data.data.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} now={now} />
            ))}
          </List>
        )}
        <PerPagePager page={data} onPageChange={setPage} onPerPageChange={setPerPage} />
      </Paper>
    </Stack>
  );
}

function LoadingRows({ count }: { count: number }) {
  return (
    <Stack spacing={2} sx={{ p: 2 }} aria-busy="true" aria-label="Loading notifications">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows of a skeleton have no identity
        <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="80%" />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
