import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A page's h1 with its actions beside it (below it on a phone). */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' }, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {children && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
