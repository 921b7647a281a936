import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { SupportComment } from '@liner/domain';
import { formatMoment } from '../lib/format.js';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A ticket's messages, oldest first: the requester's on one side, agents' on the other, internal
 * notes (operators only ever receive them) marked as such. Bodies are the server's sanitised html.
 */
export function SupportThread({ comments }: { comments: readonly SupportComment[] }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Messages">
      {comments.map((comment) => (
        <Box
          component="li"
          key={comment.id}
          sx={{ display: 'flex', gap: 1.5, flexDirection: comment.agent ? 'row' : 'row-reverse' }}
        >
          <Avatar
            sx={{ width: 36, height: 36, bgcolor: comment.agent ? 'primary.main' : 'grey.500', fontSize: 15 }}
            aria-hidden
          >
            {comment.author_name.charAt(0).toUpperCase()}
          </Avatar>
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: 3,
              flex: '0 1 min(640px, 100%)',
              minWidth: 0,
              bgcolor: comment.internal ? 'warning.light' : comment.agent ? 'action.hover' : 'background.paper',
              color: comment.internal ? 'warning.contrastText' : undefined,
              borderStyle: comment.internal ? 'dashed' : 'solid',
            }}
          >
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="subtitle2" component="p">
                {comment.author_name}
              </Typography>
              {comment.agent && !comment.internal && <Chip size="small" label="Support" color="primary" />}
              {comment.internal && <Chip size="small" label="Internal note" color="warning" />}
              <Typography variant="caption" color="text.secondary" component="p">
                {formatMoment(comment.created_at)}
              </Typography>
            </Stack>
            <Box
              sx={{
                overflowWrap: 'anywhere',
                '& p': { my: 0.75 },
                '& pre': { whiteSpace: 'pre-wrap' },
                '& a': { color: 'primary.main' },
              }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: html_body is sanitised by the server (sanitize-html allow-list)
              dangerouslySetInnerHTML={{ __html: comment.html_body }}
            />
            {comment.attachments.length > 0 && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
                {comment.attachments.map((file) => (
                  <Link key={file.id} href={file.url} download={file.file_name} underline="none">
                    <Chip
                      size="small"
                      icon={<AttachFileIcon />}
                      label={`${file.file_name} (${sizeText(file.size)})`}
                      clickable
                      variant="outlined"
                    />
                  </Link>
                ))}
              </Stack>
            )}
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}
