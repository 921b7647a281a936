import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { RejectReleaseRequest, type RejectReason, type ReviewKind } from '@liner/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { ReasonDialog } from '../../ui/reason-dialog.js';

export type Decision = { action: 'approve' } | { action: 'reject'; reason: RejectReason; note: string };

const APPROVE_TEXT: Record<ReviewKind, string> = {
  submission: 'The release is approved and sent to every store it selected. Its UPC and ISRCs are final.',
  edit: 'The edits are applied to the release and the whole release is sent to the stores again as an update.',
  takedown: 'A takedown is sent to every store the release was delivered to.',
};

const APPROVE_TITLE: Record<ReviewKind, string> = {
  submission: 'Approve this release?',
  edit: 'Approve these edits?',
  takedown: 'Approve the takedown?',
};

const REJECT_TITLE: Record<ReviewKind, string> = {
  submission: 'Reject this release?',
  edit: 'Decline these edits?',
  takedown: 'Decline the takedown?',
};

interface DecisionDialogProps {
  kind: ReviewKind;
  action: 'approve' | 'reject' | null;
  onClose(): void;
  /** Runs the decision; a failure keeps the dialog open with the error. */
  onConfirm(decision: Decision): Promise<unknown>;
}

/** Confirms the operator's decision; a rejection needs a reason (first submissions) and a note for the artist. */
export function DecisionDialog({ kind, action, onClose, onConfirm }: DecisionDialogProps) {
  const [reason, setReason] = useState<RejectReason>('needs-docs');
  if (action === 'approve')
    return (
      <ConfirmDialog
        title={APPROVE_TITLE[kind]}
        confirmLabel="Confirm approval"
        confirmColor="success"
        onConfirm={() => onConfirm({ action: 'approve' })}
        onClose={onClose}
      >
        {APPROVE_TEXT[kind]}
      </ConfirmDialog>
    );
  if (action === 'reject')
    return (
      <ReasonDialog
        title={REJECT_TITLE[kind]}
        reasonSchema={RejectReleaseRequest.shape.note}
        label="Note for the artist"
        required
        maxLength={2000}
        serverField="note"
        confirmLabel="Confirm rejection"
        onConfirm={(note) => onConfirm({ action: 'reject', reason, note })}
        onClose={onClose}
      >
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
      </ReasonDialog>
    );
  return null;
}
