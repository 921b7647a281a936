import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session.js';

const FEATURES = [
  {
    title: 'Release everywhere',
    body: 'Upload once and deliver to Spotify, Apple Music, YouTube Music, TikTok and more than 150 stores.',
  },
  {
    title: 'See who listens',
    body: 'Streams, saves and audiences per platform and country, updated as the stores report them.',
  },
  {
    title: 'Get paid, fairly',
    body: 'Keep 100% of your royalties, split them with collaborators and request payouts when you like.',
  },
];

const STEPS = [
  'Create your free account',
  'Upload your tracks and artwork',
  'Pick your stores and release date',
  'Follow your streams and earnings',
];

/** The landing page: text and CSS only, so it paints fast and reads well with a screen reader. */
export default function HomePage() {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={(theme) => ({
          py: { xs: 8, md: 14 },
          background:
            theme.palette.mode === 'dark'
              ? 'radial-gradient(1200px 500px at 10% -10%, #3a2473 0%, transparent 60%), radial-gradient(900px 500px at 100% 0%, #4a1c44 0%, transparent 55%)'
              : 'radial-gradient(1200px 500px at 10% -10%, #e4dafc 0%, transparent 60%), radial-gradient(900px 500px at 100% 0%, #fbe0f0 0%, transparent 55%)',
        })}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            Music distribution for artists and labels
          </Typography>
          <Typography
            id="hero-title"
            variant="h1"
            sx={{ fontSize: { xs: 40, sm: 56, md: 72 }, lineHeight: 1.05, maxWidth: 900, my: 2 }}
          >
            Your music in every store. Your royalties in your pocket.
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 640, fontWeight: 400, mb: 4 }}>
            Liner delivers your releases to streaming stores, shows you who is listening and pays out what you earn,
            from one portal you can even host yourself.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {signedIn ? (
              <Button component={RouterLink} to="/user-portal" variant="contained" size="large">
                Go to your dashboard
              </Button>
            ) : (
              <>
                <Button component={RouterLink} to="/register" variant="contained" size="large">
                  Start releasing for free
                </Button>
                <Button component={RouterLink} to="/login" variant="outlined" size="large">
                  Log in
                </Button>
              </>
            )}
            <Button component={RouterLink} to="/pricing" size="large">
              See pricing
            </Button>
          </Box>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" aria-labelledby="features-title" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography id="features-title" variant="h4" component="h2" gutterBottom sx={{ fontWeight: 800 }}>
          Everything a release needs
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {FEATURES.map((feature) => (
            <Paper key={feature.title} variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {feature.title}
              </Typography>
              <Typography color="text.secondary">{feature.body}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>

      <Box
        component="section"
        aria-labelledby="steps-title"
        sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}
      >
        <Container maxWidth="lg">
          <Typography id="steps-title" variant="h4" component="h2" gutterBottom sx={{ fontWeight: 800 }}>
            From studio to stores in four steps
          </Typography>
          <Box
            component="ol"
            sx={{
              display: 'grid',
              gap: 2,
              p: 0,
              mt: 3,
              listStyle: 'none',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {STEPS.map((step, index) => (
              <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 800,
                    flexShrink: 0,
                  }}
                >
                  {index + 1}
                </Box>
                <Typography sx={{ fontWeight: 600 }}>{step}</Typography>
              </Box>
            ))}
          </Box>
          {!signedIn && (
            <Button component={RouterLink} to="/register" variant="contained" size="large" sx={{ mt: 5 }}>
              Create your account
            </Button>
          )}
        </Container>
      </Box>
    </>
  );
}
