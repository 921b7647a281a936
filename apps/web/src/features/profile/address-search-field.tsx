import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADDRESS_SEARCH_MESSAGES, type AddressFeature } from '@liner/domain';
import { TextInput } from '../../ui/text-input.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { useAddressSearchQuery } from './settings-api.js';

interface AddressSearchFieldProps {
  /** Distinguishes the field when a page has several address forms. */
  label?: string;
  onPick(feature: AddressFeature): void;
}

/**
 * Search as you type (350 ms after the last key): no result says to type the address by hand,
 * one result is picked at once, several are listed to choose from.
 */
export function AddressSearchField({ label = 'Search your address', onPick }: AddressSearchFieldProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text);
  const search = useAddressSearchQuery(debounced);
  const features = search.data?.features ?? [];
  const single = features.length === 1 ? features[0] : null;

  // One match is taken without asking, once per answer.
  useEffect(() => {
    if (single) onPick(single);
  }, [single, onPick]);

  const hasAnswer = debounced.trim().length >= 3 && search.data !== undefined;
  return (
    <Stack spacing={1}>
      <TextInput
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        fullWidth
        helperText="Type at least 3 characters, or fill the fields below by hand"
      />
      {hasAnswer && search.data?.unavailable && <Alert severity="info">{ADDRESS_SEARCH_MESSAGES.unavailable}</Alert>}
      {hasAnswer && !search.data?.unavailable && features.length === 0 && (
        <Alert severity="info">{ADDRESS_SEARCH_MESSAGES.none}</Alert>
      )}
      {features.length > 1 && (
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {ADDRESS_SEARCH_MESSAGES.several}
          </Typography>
          <List
            dense
            disablePadding
            aria-label="Matching addresses"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {features.map((feature) => (
              <ListItemButton key={feature.place_id} onClick={() => onPick(feature)}>
                <ListItemText primary={feature.formatted} />
              </ListItemButton>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
