import { type FormEvent, type KeyboardEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SUPPORT_CHAT_LIMITS } from '@liner/domain';
import { errorMessages } from '../../ui/server-errors.js';
import { TextInput } from '../../ui/text-input.js';

/**
 * The line the person types: Enter sends, Shift+Enter breaks the line. What was typed stays in
 * the box until the server took it, so a refused message is not lost.
 */
export function ChatComposer({
  label,
  submitLabel,
  pending,
  onSend,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSend(message: string): Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const message = text.trim();
    if (!message || pending) return;
    setError(null);
    try {
      await onSend(message);
      setText('');
    } catch (failure) {
      setError(errorMessages(failure).join(' '));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5 }}>
      <TextInput
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        multiline
        minRows={1}
        maxRows={4}
        size="small"
        fullWidth
        error={error !== null}
        helperText={error ?? undefined}
        announceHelperText
        inputProps={{ maxLength: SUPPORT_CHAT_LIMITS.messageMax }}
      />
      <Button type="submit" variant="contained" disabled={pending || !text.trim()} sx={{ flexShrink: 0, mt: 0.25 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
