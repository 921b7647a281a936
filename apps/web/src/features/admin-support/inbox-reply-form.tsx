import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CreateSavedReplyRequest,
  OPERATOR_SETTABLE_STATUSES,
  type OperatorSettableStatus,
  type OperatorSupportTicket,
  SUPPORT_LIMITS,
  type SupportAttachment,
} from '@liner/domain';
import { replyHtmlOf } from '../../lib/text-html.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ReasonDialog } from '../../ui/reason-dialog.js';
import { errorMessages } from '../../ui/server-errors.js';
import { SelectField } from '../../ui/select-field.js';
import { AttachmentPicker } from '../../ui/support-attachment-picker.js';
import { agentStatusLabel } from '../../ui/ticket-status-chip.js';
import { useToasts } from '../../ui/toasts.js';
import { useReplyMutation, useSavedRepliesQuery, useSaveReplyMutation } from './api.js';

const AFTER_REPLY = [
  { value: 'auto', label: 'Waiting for them (pending)' },
  ...OPERATOR_SETTABLE_STATUSES.map((value) => ({ value, label: agentStatusLabel(value) })),
];

/** An agent's answer (mailed to the requester) or an internal note, with saved replies to insert. */
export function InboxReplyForm({ ticket }: { ticket: OperatorSupportTicket }) {
  const toasts = useToasts();
  const reply = useReplyMutation();
  const saveReply = useSaveReplyMutation();
  const savedReplies = useSavedRepliesQuery();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [after, setAfter] = useState('auto');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [files, setFiles] = useState<SupportAttachment[]>([]);

  const send = async () => {
    setProblems([]);
    if (text.trim() === '' && files.length === 0) {
      setProblems(['Write a reply']);
      return;
    }
    try {
      const saved = await reply.mutateAsync({
        id: ticket.id,
        html: replyHtmlOf(text),
        internal,
        attachments: files.map((file) => file.id),
        status: internal || after === 'auto' ? undefined : (after as OperatorSettableStatus),
      });
      setText('');
      setFiles([]);
      toasts.push({ message: saved.message, type: 'success' });
    } catch (error) {
      setProblems(errorMessages(error));
    }
  };

  const [naming, setNaming] = useState(false);

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      aria-label="Answer the ticket"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        label={
          internal
            ? 'Internal note (only operators see it)'
            : ticket.live_chat
              ? 'Reply (shown in their chat window)'
              : 'Reply (mailed to the customer)'
        }
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={5}
        fullWidth
        helperText="Plain text, or basic html: paragraphs, bold, italics, links, lists."
        slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.htmlMax } }}
        sx={internal ? { '& .MuiOutlinedInput-root': { bgcolor: 'warning.light' } } : undefined}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} />}
          label="Internal note"
        />
        {!internal && (
          <SelectField label="Then" value={after} options={AFTER_REPLY} onChange={setAfter} sx={{ minWidth: 220 }} />
        )}
        <Button onClick={(event) => setMenu(event.currentTarget)} disabled={!savedReplies.data?.data.length}>
          Saved replies
        </Button>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {savedReplies.data?.data.map((saved) => (
            <MenuItem
              key={saved.id}
              onClick={() => {
                setText((current) => (current.trim() ? `${current}\n\n${saved.html}` : saved.html));
                setMenu(null);
              }}
            >
              {saved.title}
            </MenuItem>
          ))}
        </Menu>
        <Button onClick={() => setNaming(true)} disabled={text.trim() === ''}>
          Save as saved reply
        </Button>
        <ReasonDialog
          open={naming}
          title="Save this reply"
          intro="It joins the saved replies every operator can insert."
          label="Title"
          reasonSchema={CreateSavedReplyRequest.shape.title}
          serverField="title"
          maxLength={100}
          confirmLabel="Save"
          maxWidth="xs"
          onConfirm={async (title) => {
            await saveReply.mutateAsync({ title, html: replyHtmlOf(text) });
            toasts.push({ message: 'Saved reply saved', type: 'success' });
          }}
          onClose={() => setNaming(false)}
        />
      </Stack>
      <AttachmentPicker value={files} onChange={setFiles} disabled={reply.isPending} />
      <ErrorAlert messages={problems} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={reply.isPending}>
          {reply.isPending ? 'Sending…' : internal ? 'Add note' : 'Send reply'}
        </Button>
      </Stack>
    </Stack>
  );
}
