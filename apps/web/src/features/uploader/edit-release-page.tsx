import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { RELEASE_STATUS } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { QueryState } from '../../ui/query-state.js';
import { useReleaseQuery } from './api.js';
import { Wizard } from './wizard.js';
import { formFromRelease } from './wizard-form.js';

/** Drafts and releases sent back for documents can be edited here; anything else is read in the catalog. */
const EDITABLE = new Set<number>([RELEASE_STATUS.DRAFT, RELEASE_STATUS.NEEDS_DOCS]);

/** /uploader/edit/{id}: the wizard on a saved draft. */
export default function EditReleasePage() {
  const id = Number(useParams().id);
  const query = useReleaseQuery(id);
  const initial = useMemo(
    () => (query.data ? formFromRelease(query.data.release, { artwork: query.data.artwork }) : null),
    [query.data],
  );

  if (!query.data || !initial || query.isError)
    return (
      <QueryState
        query={query}
        what="release"
        invalidId={!Number.isInteger(id) || id <= 0}
        back={{ to: pathTo('portal.releases', { page: 1 }), label: 'All releases' }}
        loading={
          <Stack spacing={2} sx={{ py: 2 }} aria-busy="true" aria-label="Loading the release">
            <Skeleton variant="text" width={240} height={48} />
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={360} />
          </Stack>
        }
      >
        {() => null}
      </QueryState>
    );
  const { release } = query.data;
  if (!EDITABLE.has(release.status)) {
    return (
      <Alert
        severity="info"
        sx={{ my: 2 }}
        action={
          <Button component={RouterLink} to={`/user-portal/releases/view/${id}`} color="inherit">
            View release
          </Button>
        }
      >
        {`"${release.title || 'This release'}" is ${release.badge.label.toLowerCase()} and can no longer be edited as a draft.`}
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      {release.status === RELEASE_STATUS.NEEDS_DOCS && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <AlertTitle>Documents needed</AlertTitle>
          {release.reviewNote ?? 'Our review team needs more information before this release can be delivered.'}
        </Alert>
      )}
      <Wizard
        key={id}
        releaseId={id}
        initial={initial}
        isDraft
        heading={release.title ? `Edit "${release.title}"` : 'New release'}
      />
    </Stack>
  );
}
