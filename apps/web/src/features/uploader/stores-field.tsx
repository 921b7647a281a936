import { useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessages } from '../../ui/server-errors.js';
import type { Store } from '@liner/domain';
import { useStoresQuery } from './api.js';
import { fieldElementId } from './submission-check.js';

function isUgcOnly(store: Store): boolean {
  return store.dealTypes.every((type) => type === 'ugc' || type === 'ugc-library');
}

/**
 * The stores to deliver to. Delivery sends to exactly the listed stores (an empty list sends
 * nowhere), so a release that has none chosen yet starts with every store ticked.
 */
export function StoresField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
}) {
  const stores = useStoresQuery();
  // UGC services are chosen under Delivery options (YouTube Content ID, Facebook and Instagram, TikTok).
  const listed = useMemo(() => stores.data?.data.filter((store) => !isUgcOnly(store)), [stores.data]);
  const ids = listed?.map((store) => store.id) ?? [];
  const filled = useRef(false);

  useEffect(() => {
    if (filled.current || !listed) return;
    filled.current = true;
    if (value.length === 0 && listed.length > 0) onChange(listed.map((store) => store.id));
  }, [listed, value.length, onChange]);

  const all = ids.length > 0 && ids.every((id) => value.includes(id));
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...new Set([...value, id])] : value.filter((storeId) => storeId !== id));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Stores
      </Typography>
      {stores.isPending && <Skeleton variant="rounded" height={80} aria-label="Loading stores" />}
      {stores.isError && (
        <Alert severity="error">{`The stores could not be loaded: ${errorMessages(stores.error).join(' ')}`}</Alert>
      )}
      {listed && (
        <>
          <FormControlLabel
            label="All stores"
            control={
              <Checkbox
                id={fieldElementId('storeIds')}
                checked={all}
                indeterminate={!all && value.length > 0}
                onChange={(event) => onChange(event.target.checked ? ids : [])}
              />
            }
          />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
              pl: { sm: 2 },
            }}
          >
            {listed.map((store) => (
              <FormControlLabel
                key={store.id}
                label={store.name}
                control={
                  <Checkbox
                    checked={value.includes(store.id)}
                    onChange={(event) => toggle(store.id, event.target.checked)}
                  />
                }
              />
            ))}
          </Box>
          {listed.length === 0 && <Typography color="text.secondary">No stores are set up yet.</Typography>}
          {error && (
            <Typography variant="body2" color="error">
              {error}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
