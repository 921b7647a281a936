import Chip from '@mui/material/Chip';
import ForumIcon from '@mui/icons-material/ForumOutlined';

/** Marks a chat still going on: the person is waiting in their chat window. */
export function LiveChatChip() {
  return <Chip size="small" color="secondary" icon={<ForumIcon />} label="Live chat" />;
}
