import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { positiveInt } from '../../lib/format.js';
import { PageHeading } from '../../ui/page-heading.js';
import { type InboxFilters, useInboxLiveUpdates } from './api.js';
import { ChatAvailabilitySwitch } from './chat-availability-switch.js';
import { HelpDeskBanner } from './help-desk-banner.js';
import { InboxQueue } from './inbox-queue.js';
import { InboxTicketPanel } from './inbox-ticket-panel.js';

/**
 * /user-portal/admin/support — the operators' support inbox: the queue by state and age on the
 * left, the chosen ticket with its thread, reply box and customer on the right (one above the
 * other on a phone, the ticket replacing the queue while open).
 */
export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  const selected = positiveInt(params.get('ticket') ?? undefined);
  const [filters, setFilters] = useState<InboxFilters>({ status: 'active', assignee: 'any', sort: 'oldest', page: 1 });
  useInboxLiveUpdates();
  const select = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('ticket', String(id));
      else next.delete('ticket');
      return next;
    });
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 } }}>
      <PageHeading title="Support inbox">
        <ChatAvailabilitySwitch />
        <Button component={RouterLink} to="/user-portal/admin/support/settings" variant="outlined">
          Help-desk settings
        </Button>
      </PageHeading>
      <HelpDeskBanner />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(320px, 400px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: { xs: selected ? 'none' : 'block', lg: 'block' } }}>
          <InboxQueue filters={filters} onFilters={setFilters} selected={selected} onSelect={select} />
        </Box>
        {selected > 0 ? (
          <InboxTicketPanel id={selected} onClose={() => select(null)} />
        ) : (
          <Paper
            variant="outlined"
            sx={{ p: 4, borderRadius: 3, display: { xs: 'none', lg: 'block' }, textAlign: 'center' }}
          >
            <Typography color="text.secondary">Choose a ticket in the queue to read and answer it.</Typography>
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
