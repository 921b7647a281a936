import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** /uploader/restrict-message: where the guard sends accounts restricted from new releases (rule 10). */
export default function RestrictMessagePage() {
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        New releases are paused
      </Typography>
      <Alert severity="warning">
        Your account cannot create new releases at the moment. Your live releases stay in the stores and you can still
        edit your drafts.
      </Alert>
      <Typography>If you think this is a mistake, contact support and we will look at your account.</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/user-portal/releases/manage/1" variant="contained">
          Your releases
        </Button>
        <Button component={RouterLink} to="/user-portal">
          Dashboard
        </Button>
      </Stack>
    </Stack>
  );
}
