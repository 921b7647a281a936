import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pathTo } from '../routes.js';
import { SOCIAL_LINKS } from './external-links.js';

const GROUPS = [
  {
    title: 'Explore',
    links: [
      ['Pricing', 'pricing.index'],
      ['News', 'news.index'],
      ['Catalog migration', 'company.catalog-migration'],
      ['Delivery partners', 'company.partners'],
      ['Publishing', 'affiliates.bmg'],
    ],
  },
  {
    title: 'Support',
    links: [
      ['Help centre', 'support.index'],
      ['Contact', 'support.contact'],
      ['DMCA', 'support.dmca'],
      ['YouTube dispute', 'support.youtube'],
    ],
  },
  {
    title: 'About Us',
    links: [
      ['Company', 'company.index'],
      ['Careers', 'company.careers'],
      ['Spotify for Artists', 'affiliates.spotify'],
    ],
  },
] as const;

const LEGAL = [
  ['Terms', 'company.terms'],
  ['Privacy Policy', 'company.privacy'],
  ['Anti-fraud', 'company.fraud'],
  ['Cookie Policy', 'company.cookie-policy'],
  ['GDPR', 'company.gdpr'],
] as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {GROUPS.map((group) => (
            <Box component="nav" key={group.title} aria-label={group.title}>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 700 }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {group.links.map(([label, name]) => (
                  <li key={name}>
                    <Link component={RouterLink} to={pathTo(name)} color="text.secondary">
                      {label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <Box>
            <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 700 }}>
              Follow us
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.label}>
                  <Link href={social.href} target="_blank" rel="noopener noreferrer" color="text.secondary">
                    {social.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} Liner · v{__APP_VERSION__}
          </Typography>
          <Box
            component="nav"
            aria-label="Legal"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, ml: { md: 'auto' } }}
          >
            {LEGAL.map(([label, name]) => (
              <Link key={name} component={RouterLink} to={pathTo(name)} variant="body2" color="text.secondary">
                {label}
              </Link>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
