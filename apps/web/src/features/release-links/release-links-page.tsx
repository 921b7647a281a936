import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Quicklink } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { CoverImage } from '../../ui/cover-image.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { publicUrl, useQuicklinksQuery } from '../../lib/quicklinks.js';
import { CopyLinkButton } from '../../ui/copy-link-button.js';
import { CreateLinkForm } from './create-link-form.js';
import { LinkStatsPanel } from './link-stats-panel.js';

/** /user-portal/release-links — the smart links of the user's releases. */
export default function ReleaseLinksPage() {
  const [page, setPage] = useState(1);
  const links = useQuicklinksQuery(page);
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1000 }}>
      <PageHeading title="Release links" />
      <Typography color="text.secondary">
        One page per release that sends fans to every store, in the order you choose.
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {links.isPending && <ListSkeleton label="Loading release links" />}
        {links.isError && (
          <Stack sx={{ p: 2 }}>
            <ErrorAlert error={links.error} />
          </Stack>
        )}
        {links.data && links.data.data.length === 0 && <EmptyState />}
        {links.data && links.data.data.length > 0 && (
          <List disablePadding aria-label="Release links">
            {links.data.data.map((link) => (
              <LinkRow key={link.id} link={link} />
            ))}
          </List>
        )}
        <TablePager page={links.data} onPageChange={setPage} />
      </Paper>
      {links.data && (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
          <CreateLinkForm existing={links.data.data} />
        </Paper>
      )}
      {links.data && links.data.data.length > 0 && <LinkStatsPanel />}
    </Stack>
  );
}

function LinkRow({ link }: { link: Quicklink }) {
  const url = publicUrl(location.origin, link.public_path);
  return (
    <ListItem divider sx={{ gap: 2, py: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <CoverImage url={link.release.cover} size={56} alt={`Cover of ${link.release.title}`} />
      <Stack sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {link.release.title || 'Untitled release'}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {link.release.artists.join(', ')}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {url} · {link.stores.length} store{link.stores.length === 1 ? '' : 's'}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={link.status === 'active' ? 'Active' : 'Inactive'}
          color={link.status === 'active' ? 'success' : 'default'}
          variant={link.status === 'active' ? 'filled' : 'outlined'}
        />
        <CopyLinkButton url={url} />
        <Button
          size="small"
          variant="contained"
          startIcon={<EditOutlined />}
          component={RouterLink}
          to={pathTo('portal.release-link', { id: link.id })}
          aria-label={`Edit the link of ${link.release.title}`}
        >
          Edit
        </Button>
      </Stack>
    </ListItem>
  );
}
