import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessages } from '../../ui/server-errors.js';
import { useStoresQuery } from './api.js';

/** The stores to deliver to; an empty list means every store in the catalog. */
export function StoresField({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const stores = useStoresQuery();
  const all = value.length === 0;
  const toggle = (id: string, on: boolean) => {
    const ids = stores.data?.data.map((store) => store.id) ?? [];
    const current = all ? ids : value;
    const next = on ? [...new Set([...current, id])] : current.filter((storeId) => storeId !== id);
    // Every store ticked is the same as "all stores", which also takes stores added later.
    onChange(next.length === ids.length ? [] : next);
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>Stores</Typography>
      {stores.isPending && <Skeleton variant="rounded" height={80} aria-label="Loading stores" />}
      {stores.isError && <Alert severity="error">{`The stores could not be loaded: ${errorMessages(stores.error).join(' ')}`}</Alert>}
      {stores.data && (
        <>
          <FormControlLabel control={<Checkbox checked={all} onChange={(event) => onChange(event.target.checked ? [] : stores.data.data.slice(0, 1).map((s) => s.id))} />}
            label="All stores (including stores added later)" />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, pl: { sm: 2 } }}>
            {stores.data.data.map((store) => (
              <FormControlLabel key={store.id} label={store.name}
                control={<Checkbox checked={all || value.includes(store.id)} onChange={(event) => toggle(store.id, event.target.checked)} />} />
            ))}
          </Box>
          {stores.data.data.length === 0 && <Typography color="text.secondary">No stores are set up yet.</Typography>}
        </>
      )}
    </Stack>
  );
}
