import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { PageHeading } from '../../ui/page-heading.js';
import { CollabsList } from './collabs-list.js';
import { MySplitsList } from './my-splits-list.js';

/** /user-portal/royalty-shares — my splits, and splits where I am a payee. */
export default function RoyaltySharesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'shared' ? 'shared' : 'mine';
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Royalty splits">
        <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/user-portal/royalty-shares/new">
          New split
        </Button>
      </PageHeading>
      <Typography color="text.secondary">
        Share a track's earnings with collaborators. Payees accept by e-mail; until they do, their money is held for
        them.
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: string) => setSearchParams(next === 'shared' ? { tab: 'shared' } : {})}
        aria-label="Split lists"
      >
        <Tab value="mine" label="My splits" />
        <Tab value="shared" label="Shared with me" />
      </Tabs>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {tab === 'mine' ? <MySplitsList /> : <CollabsList />}
      </Paper>
    </Stack>
  );
}
