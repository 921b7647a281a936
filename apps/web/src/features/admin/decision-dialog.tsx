import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { RejectReleaseRequest, type RejectReason, type ReviewKind } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TextInput } from '../../ui/text-input.js';

export type Decision = { action: 'approve' } | { action: 'reject'; reason: RejectReason; note: string };

const APPROVE_TEXT: Record<ReviewKind, string> = {
  submission: 'The release is approved and sent to every store it selected. Its UPC and ISRCs are final.',
  edit: 'The edits are applied to the release and the whole release is sent to the stores again as an update.',
  takedown: 'A takedown is sent to every store the release was delivered to.',
};

interface DecisionDialogProps {
  kind: ReviewKind;
  action: 'approve' | 'reject' | null;
  busy: boolean;
  error: unknown;
  onClose(): void;
  onConfirm(decision: Decision): void;
}

/** Confirms the operator's decision; a rejection needs a reason (first submissions) and a note for the artist. */
export function DecisionDialog({ kind, action, busy, error, onClose, onConfirm }: DecisionDialogProps) {
  const [reason, setReason] = useState<RejectReason>('needs-docs');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    if (action === 'approve') return onConfirm({ action: 'approve' });
    const parsed = RejectReleaseRequest.safeParse({ reason, note });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Write a note');
    setProblem(null);
    onConfirm({ action: 'reject', ...parsed.data });
  };
  const title =
    action === 'approve'
      ? { submission: 'Approve this release?', edit: 'Approve these edits?', takedown: 'Approve the takedown?' }[kind]
      : { submission: 'Reject this release?', edit: 'Decline these edits?', takedown: 'Decline the takedown?' }[kind];
  return (
    <Dialog open={action !== null} onClose={onClose} aria-labelledby="decision-title" fullWidth maxWidth="sm">
      <DialogTitle id="decision-title">{title}</DialogTitle>
      <DialogContent>
        {action === 'approve' && <DialogContentText>{APPROVE_TEXT[kind]}</DialogContentText>}
        {action === 'reject' && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {kind === 'submission' && (
              <FormControl>
                <FormLabel id="reject-reason">Reason</FormLabel>
                <RadioGroup
                  aria-labelledby="reject-reason"
                  value={reason}
                  onChange={(event) => setReason(event.target.value as RejectReason)}
                >
                  <FormControlLabel
                    value="needs-docs"
                    control={<Radio />}
                    label="Needs documents (licences, proof of rights)"
                  />
                  <FormControlLabel
                    value="rejected"
                    control={<Radio />}
                    label="Rejected: breaks a store rule and must be reworked"
                  />
                </RadioGroup>
              </FormControl>
            )}
            <DialogContentText>The artist sees this note on the release.</DialogContentText>
            <TextInput
              label="Note for the artist"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              required
              error={!!problem}
              helperText={problem ?? undefined}
              autoFocus
            />
          </Box>
        )}
        {!!error && (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert error={error} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={confirm} variant="contained" color={action === 'approve' ? 'success' : 'error'} loading={busy}>
          {action === 'approve' ? 'Confirm approval' : 'Confirm rejection'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
