import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLink from '@mui/icons-material/AddLink';
import { RELEASE_STATUS, type Quicklink } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useReleasesQuery } from '../../lib/release-list.js';
import { SelectField } from '../../ui/select-field.js';
import { quicklinkApi, useQuicklinkMutation } from '../../lib/quicklinks.js';

/** Makes the smart link of a submitted release that has none yet, then opens its editor. */
export function CreateLinkForm({ existing }: { existing: Quicklink[] }) {
  const releases = useReleasesQuery({ page: 1, search: '' });
  const navigate = useNavigate();
  const init = useQuicklinkMutation(quicklinkApi.init);
  const taken = new Set(existing.map((link) => link.release.id));
  // Only a submitted release has its UPC and final title (QUICKLINK_NEEDS_SUBMITTED_RELEASE).
  const candidates = (releases.data?.data ?? []).filter(
    (release) => release.status !== RELEASE_STATUS.DRAFT && !taken.has(release.id),
  );
  const [chosen, setChosen] = useState('');
  const create = async () => {
    try {
      const answer = await init.mutateAsync(Number(chosen));
      void navigate(pathTo('portal.release-link', { id: answer.data.id }));
    } catch {
      // Shown below.
    }
  };
  if (releases.isPending) return null;
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        New smart link
      </Typography>
      {candidates.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          Every submitted release already has a smart link. Submit a release to make another.
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SelectField
            label="Release"
            value={chosen}
            onChange={setChosen}
            sx={{ flex: 1 }}
            options={candidates.map((release) => ({
              value: String(release.id),
              label: `${release.title || 'Untitled'} — ${release.artists.join(', ')}`,
            }))}
          />
          <Button
            variant="contained"
            startIcon={<AddLink />}
            disabled={!chosen}
            loading={init.isPending}
            onClick={create}
          >
            Create smart link
          </Button>
        </Stack>
      )}
      {init.isError && <ErrorAlert error={init.error} />}
    </Stack>
  );
}
