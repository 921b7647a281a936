import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ArtistPreferences } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { useLabelArtistsQuery, useRemoveLabelArtistMutation, useSaveLabelArtistMutation } from './api.js';
import { ArtistPreferencesForm } from './artist-preferences-form.js';

/** Label preferences: the label's artists, each with its own release preferences. */
export function LabelArtistsSection({ onSaved }: { onSaved?(): void }) {
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const artists = useLabelArtistsQuery(page, true);
  const save = useSaveLabelArtistMutation();
  const remove = useRemoveLabelArtistMutation();
  const [editing, setEditing] = useState<ArtistPreferences | 'new' | null>(null);

  if (editing) {
    const prefs = editing === 'new' ? null : editing;
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
        <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
          {prefs ? `Edit ${prefs.artistName}` : 'New artist'}
        </Typography>
        <ArtistPreferencesForm
          prefs={prefs}
          submitLabel="Save artist"
          onCancel={() => setEditing(null)}
          onSubmit={(values) => save.mutateAsync({ ...values, ...(prefs ? { id: prefs.id } : {}) })}
          onSaved={() => {
            setEditing(null);
            onSaved?.();
          }}
        />
      </Paper>
    );
  }

  const rows = artists.data?.data ?? [];
  return (
    <Stack spacing={2}>
      {artists.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading artists" />}
      {artists.isError && <ErrorAlert error={artists.error} />}
      {artists.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">Your label has no artists yet. Add the first one.</Typography>
      )}
      {rows.length > 0 && (
        <List aria-label="Label artists" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {rows.map((artist) => (
            <ListItem
              key={artist.id}
              divider
              secondaryAction={
                <>
                  <IconButton aria-label={`Edit ${artist.artistName}`} onClick={() => setEditing(artist)}>
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove ${artist.artistName}`}
                    onClick={() =>
                      remove.mutate(artist.id, {
                        onSuccess: (answer) => toasts.push({ message: answer.message, type: 'success' }),
                        onError: (error) => toasts.push({ message: errorMessages(error).join('\n'), type: 'error' }),
                      })
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                primary={artist.artistName}
                secondary={[artist.primaryGenre, `${artist.releaseCount} releases`].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <TablePager page={artists.data} onPageChange={setPage} />
      <Button
        startIcon={<AddIcon />}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setEditing('new')}
      >
        Add artist
      </Button>
    </Stack>
  );
}
