import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_EMPTY_TEXT, type DashboardListPage } from '@liner/domain';
import { describeItem } from './describe-item.js';

interface DashboardListCardProps {
  title: string;
  icon: ReactNode;
  query: UseQueryResult<DashboardListPage>;
  /** Spec §8: the release list says "Something went wrong" when it fails. */
  errorText?: string;
}

/** One of the "latest" cards: releases, submissions or tickets, with loading, empty and error states. */
export function DashboardListCard({ title, icon, query, errorText = 'Something went wrong' }: DashboardListCardProps) {
  const headingId = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }} component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Stack sx={{ color: 'primary.main' }} aria-hidden>{icon}</Stack>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>{title}</Typography>
        </Stack>
        <ListBody query={query} errorText={errorText} />
      </CardContent>
    </Card>
  );
}

function ListBody({ query, errorText }: { query: UseQueryResult<DashboardListPage>; errorText: string }) {
  if (query.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((row) => <Skeleton key={row} variant="rounded" height={36} />)}
      </Stack>
    );
  }
  if (query.isError) return <Typography color="error" role="alert">{errorText}</Typography>;
  if (query.data.data.length === 0) {
    return <Typography color="text.secondary" sx={{ py: 2 }}>{DASHBOARD_EMPTY_TEXT}</Typography>;
  }
  return (
    <List dense disablePadding>
      {query.data.data.map((raw, index) => {
        const item = describeItem(raw, index);
        return (
          <ListItem key={item.key} disableGutters secondaryAction={item.status && <Chip size="small" label={item.status} />}>
            <ListItemText primary={item.title} secondary={item.detail} slotProps={{ primary: { noWrap: true } }} />
          </ListItem>
        );
      })}
    </List>
  );
}
