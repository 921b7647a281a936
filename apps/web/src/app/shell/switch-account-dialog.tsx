import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import { MANAGER_SWITCH_FAILED, resolveDisplayName } from '@liner/domain';
import { EmptyState } from '../../ui/empty-state.js';
import { useSession } from '../session.js';
import { useManagedUsersQuery, useSwitchAccountMutation } from './acting-api.js';

/** Lists the person's own account and the accounts they manage; choosing one switches and reloads. */
export function SwitchAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { user, me } = useSession();
  const managed = useManagedUsersQuery(open);
  const switchTo = useSwitchAccountMutation();
  if (!user) return null;
  const actingId = me?.acting?.id ?? user.id;
  const accounts = [
    {
      id: user.id,
      displayName: `${resolveDisplayName(user)} (my account)`,
      email: user.email,
      profileImage: user.profileImage,
    },
    ...(managed.data?.data ?? []),
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="switch-account-title">
      <DialogTitle id="switch-account-title">Switch Account</DialogTitle>
      <DialogContent dividers>
        {(managed.isError || switchTo.isError) && <Alert severity="error">{MANAGER_SWITCH_FAILED}</Alert>}
        {managed.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading accounts" />
        ) : managed.data?.data.length === 0 ? (
          <EmptyState message="You do not manage any account yet" />
        ) : (
          <List aria-label="Accounts">
            {accounts.map((account) => (
              <ListItemButton
                key={account.id}
                selected={account.id === actingId}
                disabled={switchTo.isPending}
                onClick={() => (account.id === actingId ? onClose() : switchTo.mutate(account.id))}
              >
                <ListItemAvatar>
                  <Avatar src={account.profileImage ?? undefined} alt="">
                    {account.displayName.charAt(0).toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={account.displayName}
                  secondary={account.email}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
