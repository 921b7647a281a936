import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * The leave-page dialog: while the form has unsaved changes, leaving inside the app asks
 * first (save and leave, leave without saving, stay); closing or reloading the tab gets the
 * browser's own prompt. Moving between /uploader and /uploader/edit/{id} is not leaving.
 */
export function LeavePageDialog({ isDirty, onSave }: { isDirty: boolean; onSave(): Promise<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith('/uploader/edit/'),
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const open = blocker.state === 'blocked';
  const saveAndLeave = async () => {
    setSaving(true);
    const ok = await onSave();
    setSaving(false);
    if (ok) blocker.proceed?.();
  };

  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="leave-page-title">
      <DialogTitle id="leave-page-title">Leave this page?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your release has changes that are not saved yet.</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
        <Button variant="contained" loading={saving} onClick={() => void saveAndLeave()}>
          Save and leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
