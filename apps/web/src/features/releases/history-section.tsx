import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useReleaseHistoryQuery } from './api.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoment } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { describeHistoryEvent } from './describe-history-event.js';

/** Edit history: every change to the release, newest first. */
export function HistorySection({ releaseId }: { releaseId: number }) {
  const history = useReleaseHistoryQuery(releaseId);
  if (history.isPending) return <ListSkeleton label="Loading history" square={false} rows={3} />;
  if (history.isError) return <ErrorAlert error={history.error} />;
  if (history.data.data.length === 0) return <EmptyState />;
  return (
    <List disablePadding aria-label="History">
      {history.data.data.map((event) => {
        const text = describeHistoryEvent(event);
        return (
          <ListItem key={event.id} divider sx={{ px: 0 }}>
            <ListItemText
              primary={text.title}
              secondary={[formatMoment(event.created_at), ...text.details].join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
