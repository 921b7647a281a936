import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Album from '@mui/icons-material/Album';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Security from '@mui/icons-material/Security';
import { resolveDisplayName } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useCompleteInitLaterMutation, useCompleteInitMutation, useContinueAsCollaboratorMutation } from './api.js';

const STEPS = [
  {
    icon: <Album color="primary" />,
    primary: 'Upload your first release',
    secondary: 'Add artwork, tracks and credits, then pick the stores.',
  },
  {
    icon: <AccountBalanceWallet color="primary" />,
    primary: 'Get paid',
    secondary: 'Add your address and a payout method so earnings can reach you.',
  },
  {
    icon: <Security color="primary" />,
    primary: 'Protect your account',
    secondary: 'Turn on two-factor sign-in in your profile settings.',
  },
];

/** /user-portal/init — a short welcome before the first visit to the dashboard. */
export default function InitPage() {
  const navigate = useNavigate();
  const { user, refresh } = useSession();
  const complete = useCompleteInitMutation();
  const later = useCompleteInitLaterMutation();
  const collaborator = useContinueAsCollaboratorMutation();
  const [error, setError] = useState<unknown>(null);
  const isBusy = complete.isPending || later.isPending || collaborator.isPending;

  const choose = async (action: { mutateAsync(): Promise<unknown> }) => {
    setError(null);
    try {
      await action.mutateAsync();
      await refresh();
      void navigate('/user-portal', { replace: true });
    } catch (caught) {
      setError(caught);
    }
  };

  const name = user ? resolveDisplayName(user) : '';
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, md: 4 } }} spacing={3}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {user && name !== user.email ? `Welcome to Liner, ${name}` : 'Welcome to Liner'}
        </Typography>
        <Typography color="text.secondary">
          Your account is ready. Here is what to do next; you can come back to any of it later.
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <List aria-label="Next steps">
          {STEPS.map((step) => (
            <ListItem key={step.primary}>
              <ListItemIcon aria-hidden>{step.icon}</ListItemIcon>
              <ListItemText primary={step.primary} secondary={step.secondary} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <ErrorAlert error={error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="contained"
          size="large"
          onClick={() => choose(complete)}
          loading={complete.isPending}
          disabled={isBusy}
        >
          Complete setup
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={() => choose(later)}
          loading={later.isPending}
          disabled={isBusy}
        >
          Do it later
        </Button>
        <Button size="large" onClick={() => choose(collaborator)} loading={collaborator.isPending} disabled={isBusy}>
          Continue as collaborator
        </Button>
      </Stack>
    </Stack>
  );
}
