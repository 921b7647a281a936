import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * /uploader/edit-request/{id}. Edit requests of live releases (one per section, reviewed by an
 * operator) belong to the catalog's edit-request area; until its calls exist this page says
 * where changes are requested instead of offering a form that could not be sent.
 */
export default function EditRequestPage() {
  const id = Number(useParams().id);
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        Edit live release
      </Typography>
      <Alert severity="info">
        Changes to a live release are requested section by section and reviewed before they reach the stores.
      </Alert>
      <Button
        component={RouterLink}
        to={`/user-portal/releases/view/${id}`}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        Open the release
      </Button>
    </Stack>
  );
}
