import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { preferencesToReleaseDefaults } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { releaseApi, useKnownArtistsQuery } from './api.js';
import { applyReleaseDefaults, initialWizardForm, primaryArtist, toInitRelease, toSaveRelease } from './wizard-form.js';

/**
 * /uploader: creates the draft (init-release) with the release defaults, then replaces the URL
 * with /uploader/edit/{id} so a reload or the back button never creates a second draft.
 * An artist account starts with itself as primary artist and its preferences copied in.
 */
export default function NewReleasePage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const isLabel = user?.type === 'label';
  const known = useKnownArtistsQuery(isLabel);
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  const create = async () => {
    setError(null);
    try {
      let form = initialWizardForm(new Date());
      const own = !isLabel ? known.data?.[0] : undefined;
      if (own)
        form = {
          ...applyReleaseDefaults(form, preferencesToReleaseDefaults(own)),
          artists: [primaryArtist(own.artistName, own.additionalIds.isni ?? '')],
        };
      // Delivery goes to exactly the listed stores: a new release starts with all of them unless preferences chose some.
      if (form.storeIds.length === 0) form.storeIds = (await releaseApi.stores()).data.map((store) => store.id);
      const { id } = await releaseApi.init(toInitRelease(form));
      await releaseApi.saveRelease(toSaveRelease(form, id));
      void navigate(`/uploader/edit/${id}`, { replace: true });
    } catch (failure) {
      started.current = false;
      setError(failure);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: creates exactly once, when preferences have loaded or failed
  useEffect(() => {
    // Preferences are optional: wait until they loaded or failed, then create exactly once.
    if (started.current || known.isPending) return;
    started.current = true;
    void create();
  }, [known.isPending]);

  return (
    <Stack spacing={2} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
      {error ? (
        <>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            The release could not be created
          </Typography>
          <ErrorAlert error={error} />
          <Button
            variant="contained"
            onClick={() => {
              started.current = true;
              void create();
            }}
          >
            Try again
          </Button>
        </>
      ) : (
        <>
          <CircularProgress aria-label="Creating your release" />
          <Typography component="h1" variant="h6">
            Creating your release…
          </Typography>
        </>
      )}
    </Stack>
  );
}
