import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SUPPORT_LIMITS, type SupportAttachment, type SupportTicket } from '@liner/domain';
import { useUpdateTicketMutation } from '../../lib/support.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { HttpError } from '../../lib/http.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { AttachmentPicker } from '../../ui/support-attachment-picker.js';

/** The requester's answer in a thread, and "Mark as solved" when the ticket allows it. */
export function ReplyForm({ ticket }: { ticket: SupportTicket }) {
  const toasts = useToasts();
  const update = useUpdateTicketMutation();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<SupportAttachment[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const send = async (solved: boolean) => {
    setFieldError(null);
    setProblems([]);
    if (!solved && comment.trim() === '' && files.length === 0) {
      setFieldError('Write a reply');
      return;
    }
    try {
      const saved = await update.mutateAsync({
        id: ticket.id,
        comment: comment.trim(),
        attachments: files.map((file) => file.id),
        solved,
      });
      setComment('');
      setFiles([]);
      toasts.push({ message: saved.message, type: 'success' });
    } catch (error) {
      const onComment = error instanceof HttpError ? error.fieldErrors.comment : undefined;
      if (onComment) setFieldError(onComment.join(' '));
      else setProblems(errorMessages(error));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      aria-label="Reply"
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <TextField
        label="Your reply"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        error={fieldError !== null}
        helperText={fieldError ?? ' '}
        slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.commentMax } }}
      />
      <AttachmentPicker value={files} onChange={setFiles} disabled={update.isPending} />
      <ErrorAlert messages={problems} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {ticket.can_be_solved && (
          <Button variant="outlined" color="success" disabled={update.isPending} onClick={() => void send(true)}>
            {comment.trim() ? 'Send and mark as solved' : 'Mark as solved'}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </Stack>
    </Stack>
  );
}
