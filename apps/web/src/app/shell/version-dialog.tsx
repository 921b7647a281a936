import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Persistent: no close button, no backdrop dismissal; only "Update Now". */
export default function VersionDialog({ onUpdate }: { onUpdate(): void }) {
  return (
    <Dialog open aria-labelledby="new-version-title">
      <DialogTitle id="new-version-title">New version available</DialogTitle>
      <DialogContent>
        <DialogContentText>Liner has been updated. Reload to get the latest version.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onUpdate}>
          Update Now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
