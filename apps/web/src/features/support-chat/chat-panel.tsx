import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SupportChatState } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { HttpError } from '../../lib/http.js';
import { useEndChatMutation, useSendChatMutation, useStartChatMutation } from './api.js';
import { ChatComposer } from './chat-composer.js';
import { ChatMessages } from './chat-messages.js';

export const CHAT_PANEL_ID = 'support-chat-panel';

/** The chat window: the conversation going on, an offer to start one, or a way to leave a ticket. */
export function ChatPanel({ state, onClose }: { state: UseQueryResult<SupportChatState>; onClose(): void }) {
  const [ended, setEnded] = useState(false);
  const end = useEndChatMutation();
  const chat = state.data?.chat ?? null;
  // A chat that goes away while shown was ended (by the agent, or on another tab): say so.
  const shownChat = useRef<number | null>(null);
  useEffect(() => {
    const id = state.data?.chat?.ticket_id ?? null;
    if (shownChat.current !== null && id === null) setEnded(true);
    shownChat.current = id;
  }, [state.data]);
  const subtitle = chat
    ? 'You are talking to Liner support'
    : state.data?.agents_online
      ? 'An agent is online'
      : 'No agent online right now';
  return (
    <Paper
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-labelledby="support-chat-title"
      elevation={8}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 96,
        width: 360,
        height: 'min(520px, calc(100vh - 140px))',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="support-chat-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Chat with support
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {state.isPending ? 'Connecting…' : subtitle}
          </Typography>
        </Box>
        {chat?.live && (
          <Button
            size="small"
            disabled={end.isPending}
            onClick={() => end.mutate(chat.ticket_id, { onSuccess: () => setEnded(true) })}
          >
            End chat
          </Button>
        )}
        <IconButton aria-label="Close the chat" onClick={onClose} autoFocus>
          <CloseIcon />
        </IconButton>
      </Stack>
      <PanelBody state={state} ended={ended} onStarted={() => setEnded(false)} />
    </Paper>
  );
}

function PanelBody({
  state,
  ended,
  onStarted,
}: {
  state: UseQueryResult<SupportChatState>;
  ended: boolean;
  onStarted(): void;
}) {
  const start = useStartChatMutation();
  const send = useSendChatMutation();
  if (state.isPending)
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading the chat" />
      </Box>
    );
  if (state.isError) {
    const forbidden = state.error instanceof HttpError && state.error.status === 403;
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity={forbidden ? 'info' : 'error'}
          action={
            forbidden ? undefined : (
              <Button color="inherit" size="small" onClick={() => void state.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {forbidden
            ? 'Your access to this account does not include support: ask its owner to write to us.'
            : 'The chat could not be reached.'}
        </Alert>
      </Box>
    );
  }
  const { chat, agents_online } = state.data;
  // A refusal that changed the picture (the agent left, the chat ended elsewhere): show the new one.
  const refreshOnConflict = (error: unknown) => {
    if (error instanceof HttpError && error.status === 409) void state.refetch();
    throw error;
  };
  if (chat)
    return (
      <>
        <ChatMessages messages={chat.messages} />
        {chat.live ? (
          <ChatComposer
            label="Message"
            submitLabel="Send"
            pending={send.isPending}
            onSend={(message) => send.mutateAsync({ ticket_id: chat.ticket_id, message }).catch(refreshOnConflict)}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            This chat has ended.
          </Typography>
        )}
      </>
    );
  return (
    <Stack spacing={2} sx={{ flex: 1, overflowY: 'auto', justifyContent: 'flex-end' }}>
      <Box sx={{ px: 2, pt: 2 }}>
        {ended && (
          <Alert severity="success" sx={{ mb: 2 }}>
            The chat has ended. We sent you the conversation by e-mail.
          </Alert>
        )}
        {agents_online ? (
          <Typography variant="body2">
            Ask about releases, payments or your account: an agent answers here in a few minutes.
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2">
              No agent is online right now. Leave a ticket and we answer you by e-mail and on your support page.
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" component={RouterLink} to={pathTo('support.contact')}>
                Leave a ticket
              </Button>
              <Button component={RouterLink} to={pathTo('support.index')}>
                Help centre
              </Button>
            </Stack>
          </Stack>
        )}
      </Box>
      {agents_online && (
        <ChatComposer
          label="Your question"
          submitLabel="Start chat"
          pending={start.isPending}
          onSend={(message) => start.mutateAsync(message).then(onStarted).catch(refreshOnConflict)}
        />
      )}
    </Stack>
  );
}
