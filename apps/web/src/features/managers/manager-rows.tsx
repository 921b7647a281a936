import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { MANAGER_MESSAGES, type ManagerRecord, type PermissionGrant, TEAM_ROLE_LABELS } from '@liner/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useToasts } from '../../ui/toasts.js';
import {
  useCancelInvitationMutation,
  useEditPermissionsMutation,
  useRemoveManagerMutation,
  useRemoveTeamMemberMutation,
} from './api.js';
import { PermissionsEditor } from './permissions-editor.js';

type Pending = { kind: 'remove' | 'cancel' | 'edit'; row: ManagerRecord } | null;

/** Accepted managers or team members, or pending invitations, with their actions; `label` names the list. */
export function ManagerRows({
  rows,
  pending,
  empty,
  label,
}: {
  rows: ManagerRecord[];
  pending: boolean;
  empty: string;
  label: string;
}) {
  const [action, setAction] = useState<Pending>(null);
  const remove = useRemoveManagerMutation();
  const removeTeam = useRemoveTeamMemberMutation();
  const cancel = useCancelInvitationMutation();
  const { push } = useToasts();
  if (rows.length === 0) return <EmptyState message={empty} />;
  const close = () => setAction(null);
  const confirm = async () => {
    if (!action) return;
    if (action.kind === 'cancel') await cancel.mutateAsync(action.row.id);
    else if (action.row.kind === 'team-member') await removeTeam.mutateAsync(action.row.id);
    else await remove.mutateAsync(action.row.id);
    push({
      message: action.kind === 'cancel' ? MANAGER_MESSAGES.cancelled : MANAGER_MESSAGES.removed,
      type: 'success',
    });
  };
  return (
    <>
      <List disablePadding aria-label={label}>
        {rows.map((row) => (
          <ListItem key={row.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={row.name ?? row.email}
              secondary={row.name ? row.email : 'Invitation sent'}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
              sx={{ minWidth: 180 }}
            />
            <Chip
              size="small"
              variant="outlined"
              label={row.kind === 'team-member' ? `Team: ${row.teamRole ?? 'viewer'}` : 'Manager'}
              title={row.teamRole ? TEAM_ROLE_LABELS[row.teamRole] : undefined}
            />
            <Stack direction="row" spacing={1}>
              {!pending && row.kind === 'manager' && (
                <Button size="small" onClick={() => setAction({ kind: 'edit', row })}>
                  Edit permissions
                </Button>
              )}
              <Button
                size="small"
                color="error"
                onClick={() => setAction({ kind: pending ? 'cancel' : 'remove', row })}
                aria-label={`${pending ? 'Cancel invitation of' : 'Remove'} ${row.name ?? row.email}`}
              >
                {pending ? 'Cancel' : 'Remove'}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      {action && action.kind !== 'edit' && (
        <ConfirmDialog
          title={action.kind === 'cancel' ? 'Cancel invitation' : 'Remove manager'}
          confirmLabel={action.kind === 'cancel' ? 'Cancel invitation' : 'Remove'}
          confirmColor="error"
          onConfirm={confirm}
          onClose={close}
        >
          {action.kind === 'cancel'
            ? `${action.row.email} will no longer be able to accept.`
            : `${action.row.name ?? action.row.email} will no longer act for your account. You can invite them again.`}
        </ConfirmDialog>
      )}
      {action?.kind === 'edit' && <EditPermissionsDialog row={action.row} onClose={close} />}
    </>
  );
}

function EditPermissionsDialog({ row, onClose }: { row: ManagerRecord; onClose(): void }) {
  const [grants, setGrants] = useState<PermissionGrant[]>(
    row.permissions.map(({ name, accessTypes }) => ({ name, accessTypes })),
  );
  const edit = useEditPermissionsMutation();
  const { push } = useToasts();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-permissions-title">
      <DialogTitle id="edit-permissions-title">Permissions of {row.name ?? row.email}</DialogTitle>
      <DialogContent dividers>
        <PermissionsEditor value={grants} onChange={setGrants} />
        <ErrorAlert error={edit.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={edit.isPending}
          onClick={() =>
            edit.mutate(
              { id: row.id, permissions: grants },
              {
                onSuccess: () => {
                  push({ message: MANAGER_MESSAGES.permissionsSaved, type: 'success' });
                  onClose();
                },
              },
            )
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
