import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MANAGER_ACCEPT_FAILED } from '@liner/domain';
import { useSession } from '../session.js';
import { useAcceptInvitationMutation, useReceivedInvitationQuery } from './acting-api.js';
import { PermissionList } from './permission-list.js';

/**
 * Shows while an invitation to manage (or join the team of) an account waits for the person's
 * answer. As the product asks, Close accepts it and reloads the page.
 */
export function ManagerAcceptanceDialog() {
  const { user } = useSession();
  const waiting = !!user?.currentManager && user.currentManager.user_manager_confirmed === 0;
  const invitation = useReceivedInvitationQuery(waiting);
  const accept = useAcceptInvitationMutation();
  const received = invitation.data?.invitation;
  if (!waiting || !received) return null;
  const what = received.kind === 'team-member' ? 'join the team of' : 'manage';
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="manager-acceptance-title">
      <DialogTitle id="manager-acceptance-title">
        {received.accountName} invites you to {what} their account
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Closing this accepts the invitation: you can then act for {received.accountName} with Switch Account in your
          account menu, with these permissions.
        </Typography>
        <PermissionList permissions={received.permissions} />
        {accept.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {MANAGER_ACCEPT_FAILED}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={accept.isPending} onClick={() => accept.mutate(received.id)}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
