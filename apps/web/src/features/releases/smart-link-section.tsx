import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLink from '@mui/icons-material/AddLink';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { RELEASE_STATUS, type ReleaseView } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { publicUrl, quicklinkApi, useQuicklinkMutation, useReleaseQuicklinkQuery } from '../../lib/quicklinks.js';
import { CopyLinkButton } from '../../ui/copy-link-button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';

/** The release's smart link: its public address and stores, or the button that makes it. */
export function SmartLinkSection({ release }: { release: ReleaseView }) {
  const link = useReleaseQuicklinkQuery(release.id);
  const init = useQuicklinkMutation(quicklinkApi.init);
  const navigate = useNavigate();
  if (release.status === RELEASE_STATUS.DRAFT)
    return <EmptyState message="Submit the release to make its smart link." />;
  if (link.isPending) return <ListSkeleton label="Loading the smart link" square={false} rows={1} />;
  if (link.isError) return <ErrorAlert error={link.error} />;
  if (!link.data) {
    return (
      <EmptyState message="This release has no smart link yet.">
        <Button
          variant="contained"
          startIcon={<AddLink />}
          loading={init.isPending}
          onClick={async () => {
            try {
              const answer = await init.mutateAsync(release.id);
              void navigate(pathTo('portal.release-link', { id: answer.data.id }));
            } catch {
              // Shown below.
            }
          }}
        >
          Create smart link
        </Button>
        {init.isError && <ErrorAlert error={init.error} />}
      </EmptyState>
    );
  }
  const url = publicUrl(location.origin, link.data.public_path);
  const shown = link.data.stores.filter((store) => link.data!.enabledStores.includes(store.platform));
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{url}</Typography>
        <Chip
          size="small"
          label={link.data.status === 'active' ? 'Active' : 'Inactive'}
          color={link.data.status === 'active' ? 'success' : 'default'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {shown.length ? `Shows ${shown.map((store) => store.name).join(', ')}` : 'No store is shown yet.'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <CopyLinkButton url={url} label="Copy public link" />
        <Button
          size="small"
          variant="contained"
          startIcon={<EditOutlined />}
          component={RouterLink}
          to={pathTo('portal.release-link', { id: link.data.id })}
        >
          Edit stores
        </Button>
      </Stack>
    </Stack>
  );
}
