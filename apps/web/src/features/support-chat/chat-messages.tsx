import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { SupportComment } from '@liner/domain';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The chat's lines, oldest first: the person's on the right, the agents' on the left under their
 * name. Shown as plain text (the server's plain body); new lines are announced and scrolled to.
 */
export function ChatMessages({ messages }: { messages: SupportComment[] }) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last !== undefined) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label="Chat messages"
      sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {messages.map((message) => (
        <Box
          key={message.id}
          sx={{ alignSelf: message.agent ? 'flex-start' : 'flex-end', maxWidth: '85%', minWidth: 0 }}
        >
          {message.agent && (
            <Typography variant="caption" color="text.secondary" component="div">
              {message.author_name}
            </Typography>
          )}
          <Box
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: message.agent ? 'action.selected' : 'primary.main',
              color: message.agent ? 'text.primary' : 'primary.contrastText',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <Typography variant="body2">{message.plain_body}</Typography>
          </Box>
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ textAlign: message.agent ? 'left' : 'right' }}
          >
            <Box component="span" sx={visuallyHidden}>
              {message.agent ? 'Agent, ' : 'You, '}
            </Box>
            {timeOf(message.created_at)}
          </Typography>
        </Box>
      ))}
      <div ref={end} />
    </Box>
  );
}
