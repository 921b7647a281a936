import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { pathTo } from '../../app/routes.js';
import { useSession } from '../../app/session.js';
import { TicketList } from './ticket-list.js';

const OTHER_REQUESTS = [
  {
    route: 'support.dmca',
    title: 'Report a copyright infringement',
    body: 'Someone uses your work without permission: send a DMCA notice.',
  },
  {
    route: 'support.youtube',
    title: 'Dispute a YouTube claim',
    body: 'A Content ID claim on your video is wrong: tell us which and why.',
  },
  {
    route: 'support.account-dispute',
    title: 'Dispute an account decision',
    body: 'Your account was limited or a release was removed and you disagree.',
  },
] as const;

/**
 * /support — the help centre (given by the page that composes this one), the person's tickets
 * (signed in) or how to reach us (guests), and the other requests.
 */
export default function SupportHomePage({ helpCentre }: { helpCentre?: ReactNode }) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
        >
          <Box>
            <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 800 }}>
              Support
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {signedIn
                ? 'Your questions to us and our answers. We answer by e-mail too: reply to that mail and it lands here.'
                : 'Write to us about releases, payments or your account. We answer by e-mail.'}
            </Typography>
          </Box>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={pathTo('support.contact')}
            sx={{ flexShrink: 0 }}
          >
            {signedIn ? 'New ticket' : 'Contact us'}
          </Button>
        </Stack>
        {helpCentre}
        {signedIn && (
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, pt: 2 }}>
            Your tickets
          </Typography>
        )}
        {signedIn && <TicketList />}
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, pt: 2 }}>
          Other requests
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {OTHER_REQUESTS.map((request) => (
            <Paper key={request.route} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                <RouterLink to={pathTo(request.route)} style={{ color: 'inherit' }}>
                  {request.title}
                </RouterLink>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {request.body}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Stack>
    </Container>
  );
}
