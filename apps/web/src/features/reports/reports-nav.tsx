import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { pathTo } from '../../app/routes.js';
import { REPORT_SECTIONS } from './report-sections.js';

/** reports/manage/{section} path of a section ("sales/gross/release" fills section, sub and leaf). */
export function sectionPath(path: string): string {
  const [section, sub, leaf] = path.split('/');
  return pathTo('portal.reports-manage', { section, ...(sub ? { sub } : {}), ...(leaf ? { leaf } : {}) });
}

/** Every report page, the current one highlighted. */
export function ReportsNav({ current }: { current?: string }) {
  return (
    <Stack component="nav" aria-label="Report pages" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {REPORT_SECTIONS.map((section) => (
        <Chip
          key={section.path}
          label={section.label}
          component={RouterLink}
          to={sectionPath(section.path)}
          clickable
          color={section.path === current ? 'primary' : 'default'}
          variant={section.path === current ? 'filled' : 'outlined'}
          aria-current={section.path === current ? 'page' : undefined}
        />
      ))}
    </Stack>
  );
}
