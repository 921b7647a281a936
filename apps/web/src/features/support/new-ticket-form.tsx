import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CreateSupportTicketRequest, type SupportAttachment } from '@liner/domain';
import { useCreateTicketMutation } from '../../lib/support.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { AttachmentPicker } from '../../ui/support-attachment-picker.js';
import { TicketTextFields } from './ticket-text-fields.js';
import { ticketPath } from './ticket-list.js';

type Values = CreateSupportTicketRequest;

/** A signed-in person's new ticket: subject, what happened, files; opens its thread once sent. */
export function NewTicketForm() {
  const toasts = useToasts();
  const navigate = useNavigate();
  const create = useCreateTicketMutation();
  const [files, setFiles] = useState<SupportAttachment[]>([]);
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: zodResolver(CreateSupportTicketRequest),
    defaultValues: { subject: '', description: '', attachments: [] },
  });
  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      const saved = await create.mutateAsync({ ...values, attachments: files.map((file) => file.id) });
      toasts.push({ message: saved.message, type: 'success' });
      await navigate(ticketPath(saved.ticket));
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['subject', 'description']));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="New ticket">
      <TicketTextFields
        control={form.control}
        descriptionLabel="What happened?"
        descriptionHelp="The release, payout or store it is about, and what you expected."
      />
      <AttachmentPicker value={files} onChange={setFiles} disabled={create.isPending} />
      <ErrorAlert messages={rest} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Send ticket'}
        </Button>
      </Stack>
    </Stack>
  );
}
