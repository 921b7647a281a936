import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ProgrammeKey } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { formatDay } from '../../lib/format.js';
import { EmptyState } from '../../ui/empty-state.js';
import { PageHeading } from '../../ui/page-heading.js';
import { ProgrammeStateChip } from '../../ui/programme-state-chip.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { useProgrammeSubmissionsQuery } from './api.js';
import { PROGRAMME_PLUGINS } from './programme-plugins.js';

const ALL = 'all';

/**
 * A programme's submissions, newest first: every kind, or one (the platform in the path), a page at
 * a time; each opens its detail. The same page for every programme, fed by its plugin.
 */
export function ProgrammeListPage({ programme }: { programme: ProgrammeKey }) {
  const plugin = PROGRAMME_PLUGINS[programme];
  const { descriptor } = plugin;
  const kind = useParams()[plugin.kindParam];
  const [page, setPage] = useState(1);
  const isKnownKind = kind === undefined || descriptor.kinds.includes(kind);
  const submissions = useProgrammeSubmissionsQuery(programme, { kind: isKnownKind ? kind : undefined, page });
  const kindLabel = kind ? descriptor.kindLabels[kind] : undefined;
  if (!isKnownKind)
    return (
      <Stack spacing={3}>
        <PageHeading title={descriptor.title} />
        <EmptyState message={`${descriptor.title} has no platform “${kind}”.`}>
          <Button component={RouterLink} to={pathTo(plugin.routes.list)}>
            See every platform
          </Button>
        </EmptyState>
      </Stack>
    );
  return (
    <Stack spacing={3}>
      <PageHeading title={kindLabel ? `${descriptor.title}: ${kindLabel}` : descriptor.title}>
        <Button
          variant="contained"
          component={RouterLink}
          to={pathTo(plugin.routes.new, { [plugin.kindParam]: kind ?? descriptor.kinds[0] })}
        >
          {plugin.newLabel}
        </Button>
      </PageHeading>
      <Typography color="text.secondary">{plugin.intro}</Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Tabs
          value={kind ?? ALL}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={`${descriptor.kindLabel}s`}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab
            value={ALL}
            label="All"
            component={RouterLink}
            to={pathTo(plugin.routes.list)}
            onClick={() => setPage(1)}
          />
          {descriptor.kinds.map((value) => (
            <Tab
              key={value}
              value={value}
              label={descriptor.kindLabels[value]}
              component={RouterLink}
              to={pathTo(plugin.routes.kind, { [plugin.kindParam]: value })}
              onClick={() => setPage(1)}
            />
          ))}
        </Tabs>
        <TableStates
          query={submissions}
          loadingLabel={`Loading ${descriptor.noun}s`}
          emptyMessage={`Nothing here yet ... add your first ${descriptor.noun}${kindLabel ? ` on ${kindLabel}` : ''}.`}
        />
        {submissions.data && submissions.data.data.length > 0 && (
          <List disablePadding aria-label={`${descriptor.title} entries`}>
            {submissions.data.data.map((submission) => {
              const [first, ...rest] = plugin.columns;
              return (
                <ListItemButton
                  key={submission.id}
                  component={RouterLink}
                  to={pathTo(plugin.routes.detail, { [plugin.kindParam]: submission.kind, id: submission.id })}
                  divider
                  sx={{ py: 1.5 }}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0.75, sm: 2 }}
                    sx={{ width: '100%', alignItems: { sm: 'center' }, minWidth: 0 }}
                  >
                    <Stack sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {first.render(submission)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {descriptor.kindLabels[submission.kind] ?? submission.kind} ·{' '}
                        {rest.map((column) => (
                          <span key={column.label}>
                            {column.label} {column.render(submission)} ·{' '}
                          </span>
                        ))}
                        {formatDay(submission.created_at)}
                      </Typography>
                    </Stack>
                    <ProgrammeStateChip programme={programme} state={submission.state} />
                  </Stack>
                </ListItemButton>
              );
            })}
          </List>
        )}
        <TablePager page={submissions.data} onPageChange={setPage} />
      </Paper>
    </Stack>
  );
}
