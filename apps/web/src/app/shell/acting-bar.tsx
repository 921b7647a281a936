import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSession } from '../session.js';
import { PermissionList } from './permission-list.js';
import { SwitchAccountDialog } from './switch-account-dialog.js';

/** "Currently acting as {name}" while the session acts for a managed account, with Switch and My Permissions. */
export function ActingBar() {
  const { me } = useSession();
  const [dialog, setDialog] = useState<'switch' | 'permissions' | null>(null);
  const acting = me?.acting;
  if (!acting) return null;
  return (
    <>
      <Alert
        severity="info"
        variant="filled"
        icon={false}
        role="status"
        sx={{ borderRadius: 0, alignItems: 'center', '& .MuiAlert-message': { flex: 1, overflowWrap: 'anywhere' } }}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" variant="outlined" onClick={() => setDialog('switch')}>
              Switch
            </Button>
            <Button color="inherit" size="small" variant="outlined" onClick={() => setDialog('permissions')}>
              My Permissions
            </Button>
          </Stack>
        }
      >
        Currently acting as {acting.displayName}
      </Alert>
      <SwitchAccountDialog open={dialog === 'switch'} onClose={() => setDialog(null)} />
      <Dialog
        open={dialog === 'permissions'}
        onClose={() => setDialog(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="my-permissions-title"
      >
        <DialogTitle id="my-permissions-title">My Permissions in {acting.displayName}</DialogTitle>
        <DialogContent dividers>
          <PermissionList permissions={acting.permissions} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
