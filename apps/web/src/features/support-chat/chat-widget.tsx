import { useEffect, useState } from 'react';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useChatStateQuery } from './api.js';
import { CHAT_PANEL_ID, ChatPanel } from './chat-panel.js';

/** This tab had a chat going: ask for it on the next page too, and keep the unread count. */
const LIVE_KEY = 'liner.support-chat.live';
const SEEN_KEY = 'liner.support-chat.seen';

function stored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the widget only forgets the chat between pages.
  }
}

/**
 * The support layout's chat button and window, for a signed-in person. Nothing is asked of the
 * server until the window is first opened (or a chat was going on in this tab); agents' new
 * lines show as a count on the button while the window is closed.
 */
export default function SupportChatWidget() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => stored(LIVE_KEY) === '1');
  const state = useChatStateQuery(active);
  const chat = state.data?.chat;
  const agentLines = chat?.messages.filter((message) => message.agent).length ?? 0;
  const [seen, setSeen] = useState(() => Number(stored(SEEN_KEY) ?? 0));

  useEffect(() => {
    if (!state.data) return;
    store(LIVE_KEY, state.data.chat?.live ? '1' : null);
  }, [state.data]);
  useEffect(() => {
    if (!open) return;
    setSeen(agentLines);
    store(SEEN_KEY, String(agentLines));
  }, [open, agentLines]);

  const unread = open || !chat?.live ? 0 : Math.max(0, agentLines - seen);
  const toggle = () => {
    setActive(true);
    setOpen((current) => !current);
  };
  return (
    <>
      <Fab
        color="primary"
        aria-label={unread > 0 ? `Chat with support: ${unread} new` : 'Chat with support'}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        onClick={toggle}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <Badge badgeContent={unread} color="error">
          <ChatIcon />
        </Badge>
      </Fab>
      {open && <ChatPanel state={state} onClose={() => setOpen(false)} />}
    </>
  );
}
