import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCurrentRoute } from '../../app/navigation-context.js';
import { PUBLIC_CONTENT } from './public-content.js';

/** Pricing, company and legal pages: one layout, copy by route name. */
export default function PublicPage() {
  const route = useCurrentRoute();
  const content = route ? PUBLIC_CONTENT[route.name] : undefined;
  const isPricing = route?.name === 'pricing.index';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 800 }}>
        {route?.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 5, fontWeight: 400 }}>
        {content?.lead ?? route?.description}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: isPricing ? { xs: '1fr', md: 'repeat(3, 1fr)' } : '1fr' }}
      >
        {content?.sections.map((section) => (
          <Paper key={section.heading} variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {section.heading}
            </Typography>
            <Typography color="text.secondary">{section.body}</Typography>
          </Paper>
        ))}
      </Box>
      {isPricing && (
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Button component={RouterLink} to="/register" variant="contained" size="large">
            Create your account
          </Button>
        </Box>
      )}
    </Container>
  );
}
