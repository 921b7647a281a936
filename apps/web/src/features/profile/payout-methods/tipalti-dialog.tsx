import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { useTipaltiOnboardingQuery } from './provider-methods-api.js';

/**
 * Tipalti's own payee page in an iframe: the person enters there where Tipalti pays them. Full
 * screen on a phone, where a form inside a small dialog would not fit.
 */
export function TipaltiDialog({ onClose }: { onClose(): void }) {
  const onboarding = useTipaltiOnboardingQuery();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby="tipalti-dialog-title">
      <DialogTitle id="tipalti-dialog-title">Tipalti payee details</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Tipalti asks where to pay you and for your tax details. Liner never sees your bank details.
        </Typography>
        {onboarding.isPending && (
          <Skeleton variant="rounded" height={480} aria-busy="true" aria-label="Loading Tipalti" />
        )}
        {onboarding.isError && <ErrorAlert error={onboarding.error} />}
        {onboarding.data && (
          <iframe
            title="Tipalti payee details"
            src={onboarding.data.url}
            style={{ width: '100%', height: isPhone ? 'calc(100vh - 220px)' : 560, border: 0 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
