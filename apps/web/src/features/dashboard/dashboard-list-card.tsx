import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_EMPTY_TEXT,
  formatRelativeTime,
  type DashboardListItem,
  type DashboardListPage,
} from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { CoverImage } from '../../ui/cover-image.js';
import { StatusChip } from '../../ui/status-chip.js';

interface DashboardListCardProps {
  title: string;
  icon: ReactNode;
  query: UseQueryResult<DashboardListPage>;
  /** The release list says "Something went wrong" when it fails. */
  errorText?: string;
  /** A link under the list to the full page, e.g. all releases. */
  more?: { label: string; to: string };
  /** Where a row that is not a release opens (a ticket's thread), or null for none. */
  linkOf?: (item: DashboardListItem) => string | null;
}

/** One of the "latest" cards: releases, submissions or activity, with loading, empty and error states. */
export function DashboardListCard({
  title,
  icon,
  query,
  errorText = 'Something went wrong',
  more,
  linkOf,
}: DashboardListCardProps) {
  const headingId = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}
      component="section"
      aria-labelledby={headingId}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Stack sx={{ color: 'primary.main' }} aria-hidden>
            {icon}
          </Stack>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        <ListBody query={query} errorText={errorText} label={title} linkOf={linkOf} />
      </CardContent>
      {more && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={more.to} size="small">
            {more.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function ListBody({
  query,
  errorText,
  label,
  linkOf,
}: {
  query: UseQueryResult<DashboardListPage>;
  errorText: string;
  label: string;
  linkOf?: (item: DashboardListItem) => string | null;
}) {
  if (query.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }
  if (query.isError)
    return (
      <Typography color="error" role="alert">
        {errorText}
      </Typography>
    );
  if (query.data.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {DASHBOARD_EMPTY_TEXT}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={label}>
      {query.data.data.map((item) => (
        <DashboardRow key={item.id} item={item} to={linkOf?.(item) ?? null} />
      ))}
    </List>
  );
}

/** A row: the cover, the title, what it is about and when, and the release's status; it opens the release. */
function DashboardRow({ item, to }: { item: DashboardListItem; to: string | null }) {
  const when = formatRelativeTime(item.date);
  const body = (
    <>
      {item.release_id !== null && <CoverImage url={item.cover} size={40} alt={`Cover of ${item.title}`} />}
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {item.title}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          title={item.detail ?? undefined}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {[item.detail, when].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
      {item.badge && <StatusChip badge={item.badge} />}
    </>
  );
  const sx = { gap: 1.5, px: 1, mx: -1, borderRadius: 2, alignItems: 'center' } as const;
  const target = item.release_id === null ? to : pathTo('portal.releases-view', { id: item.release_id });
  if (target === null)
    return (
      <Stack component="li" direction="row" sx={{ ...sx, py: 0.75 }}>
        {body}
      </Stack>
    );
  return (
    <ListItemButton component={RouterLink} to={target} sx={sx}>
      {body}
    </ListItemButton>
  );
}
