import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { QUICKLINK_PLATFORM_IDS, QUICKLINK_PLATFORMS, StoreLinkUrl, type QuicklinkPlatformId } from '@liner/domain';
import { TextInput } from '../../ui/text-input.js';
import { SelectField } from '../../ui/select-field.js';
import { missingPlatforms } from './store-order.js';

/** Adds a store at the front of the link; its URL starts as a search on the store, to replace with the real link. */
export function AddStoreForm({
  listed,
  releaseTitle,
  busy,
  onAdd,
}: {
  listed: string[];
  releaseTitle: string;
  busy: boolean;
  onAdd(platform: QuicklinkPlatformId, url: string): void;
}) {
  const options = missingPlatforms(QUICKLINK_PLATFORM_IDS, listed);
  const [platform, setPlatform] = useState<QuicklinkPlatformId | ''>('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (options.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Every store is on this link.
      </Typography>
    );
  const choose = (value: string) => {
    const next = value as QuicklinkPlatformId;
    setPlatform(next);
    setUrl(QUICKLINK_PLATFORMS[next].search(releaseTitle));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!platform) return setProblem('Choose a store');
    const parsed = StoreLinkUrl.safeParse(url);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the link');
    setProblem(null);
    onAdd(platform, parsed.data);
    setPlatform('');
    setUrl('');
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1} aria-labelledby="add-store-heading">
      <Typography id="add-store-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Add a store
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SelectField
          label="Store"
          value={platform}
          onChange={choose}
          options={options.map((id) => ({ value: id, label: QUICKLINK_PLATFORMS[id].name }))}
        />
        <TextInput
          label="Link"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          size="small"
          sx={{ flex: 1 }}
          error={!!problem}
          helperText={problem ?? undefined}
          inputProps={{ inputMode: 'url' }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<Add />}
          disabled={busy}
          sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 40 }}
        >
          Add at the top
        </Button>
      </Stack>
    </Stack>
  );
}
