import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { COLLABORATOR_MESSAGES, COLLABORATOR_TYPES, type Collaborator } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import {
  useAddCollaboratorsMutation,
  useCollaboratorsQuery,
  useRemoveCollaboratorMutation,
  useUpdateCollaboratorMutation,
} from './api.js';
import { checkCollaboratorRename, checkCollaboratorRows, type CollaboratorRow } from './collaborator-rules.js';

const TYPE_LABELS: Record<Collaborator['type'], string> = { artist: 'Artist', writer: 'Writer', credit: 'Credit' };
let rowCounter = 0;
const emptyRow = (): CollaboratorRow => ({ key: `collaborator-${(rowCounter += 1)}`, name: '', type: '' });

/** The collaborator editor: add several at once, rename or remove; defaults are locked. */
export function CollaboratorEditor() {
  const toasts = useToasts();
  const list = useCollaboratorsQuery();
  const add = useAddCollaboratorsMutation();
  const updateMutation = useUpdateCollaboratorMutation();
  const remove = useRemoveCollaboratorMutation();
  const [rows, setRows] = useState<CollaboratorRow[]>([emptyRow()]);
  const [touched, setTouched] = useState(false);
  const [editing, setEditing] = useState<{ id: number; name: string; type: Collaborator['type'] } | null>(null);
  const saved = list.data?.data ?? [];
  const check = checkCollaboratorRows(rows, saved, touched);

  const setRow = (key: string, change: Partial<CollaboratorRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async () => {
    setTouched(true);
    if (!checkCollaboratorRows(rows, saved, true).isValid) return;
    try {
      const answer = await add.mutateAsync({
        collaborators: rows.map((row) => ({ name: row.name.trim(), type: row.type as Collaborator['type'] })),
      });
      toasts.push({ message: answer.message, type: 'success' });
      setRows([emptyRow()]);
      setTouched(false);
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  const renameError = editing ? checkCollaboratorRename(editing.id, editing.name, saved) : null;
  const saveEdit = async () => {
    if (!editing || renameError) return;
    try {
      const answer = await updateMutation.mutateAsync(editing);
      toasts.push({ message: answer.message, type: 'success' });
      setEditing(null);
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      {list.isPending && <Skeleton variant="rounded" height={96} aria-label="Loading collaborators" />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.isSuccess && saved.length === 0 && <Typography color="text.secondary">No collaborators yet.</Typography>}
      {saved.length > 0 && (
        <List dense aria-label="Collaborators" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {saved.map((row) => (
            <ListItem
              key={row.id}
              divider
              secondaryAction={
                row.isDefault ? (
                  <Tooltip title={COLLABORATOR_MESSAGES.defaultLocked}>
                    <LockOutlinedIcon color="action" aria-label={COLLABORATOR_MESSAGES.defaultLocked} />
                  </Tooltip>
                ) : (
                  <Box>
                    <IconButton
                      aria-label={`Edit ${row.name}`}
                      onClick={() => setEditing({ id: row.id, name: row.name, type: row.type })}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Remove ${row.name}`}
                      loading={remove.isPending && remove.variables?.id === row.id}
                      onClick={() =>
                        remove.mutate(
                          { id: row.id },
                          {
                            onSuccess: (answer) => toasts.push({ message: answer.message, type: 'success' }),
                            onError: (error) =>
                              toasts.push({ message: errorMessages(error).join('\n'), type: 'error' }),
                          },
                        )
                      }
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Box>
                )
              }
            >
              {editing?.id === row.id ? (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', pr: 10, py: 1 }}>
                  <TextField
                    size="small"
                    label="Collaborator name"
                    value={editing.name}
                    autoFocus
                    error={!!renameError}
                    helperText={renameError ?? ' '}
                    onChange={(event) => setEditing({ ...editing, name: event.target.value })}
                  />
                  <TextField
                    size="small"
                    select
                    label="Type"
                    value={editing.type}
                    sx={{ minWidth: 120 }}
                    helperText=" "
                    onChange={(event) => setEditing({ ...editing, type: event.target.value as Collaborator['type'] })}
                  >
                    {COLLABORATOR_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {TYPE_LABELS[type]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={!!renameError}
                    loading={updateMutation.isPending}
                    onClick={() => void saveEdit()}
                  >
                    Save
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </Stack>
              ) : (
                <ListItemText
                  primary={row.name}
                  secondary={`${TYPE_LABELS[row.type]}${row.isDefault ? ' · default' : ''}`}
                />
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        spacing={1}
        component="form"
        noValidate
        aria-label="Add collaborators"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Add collaborators
        </Typography>
        {rows.map((row, index) => (
          <Stack
            key={row.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              select
              label={`Collaborator ${index + 1} type`}
              value={row.type}
              sx={{ minWidth: 200 }}
              onChange={(event) => setRow(row.key, { type: event.target.value as CollaboratorRow['type'] })}
              error={!!check.rows[index]?.type}
              helperText={check.rows[index]?.type ?? ' '}
            >
              {COLLABORATOR_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={`Collaborator ${index + 1} name`}
              value={row.name}
              fullWidth
              onChange={(event) => setRow(row.key, { name: event.target.value })}
              error={!!check.rows[index]?.name}
              helperText={check.rows[index]?.name ?? ' '}
            />
            {rows.length > 1 && (
              <IconButton
                aria-label={`Remove row ${index + 1}`}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        {check.formError && (
          <Alert severity="error" role="alert">
            {check.formError}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => setRows((current) => [...current, emptyRow()])}>
            Another row
          </Button>
          <Button type="submit" variant="contained" disabled={check.hasDuplicates} loading={add.isPending}>
            Add collaborators
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
