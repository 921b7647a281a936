import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProgrammeSubmission } from '@liner/domain';
import { formatMoment } from '../../lib/format.js';
import type { ProgrammePlugin } from './programme-plugins.js';

/** A submission's fields as a label/value grid: the programme's columns, its kind and dates. */
export function SubmissionFields({ plugin, submission }: { plugin: ProgrammePlugin; submission: ProgrammeSubmission }) {
  const rows: [string, React.ReactNode][] = [
    [plugin.descriptor.kindLabel, plugin.descriptor.kindLabels[submission.kind] ?? submission.kind],
    ...plugin.columns.map((column): [string, React.ReactNode] => [column.label, column.render(submission)]),
    ['Submitted', formatMoment(submission.created_at)],
    ...(submission.reason ? [['Reason', submission.reason] as [string, React.ReactNode]] : []),
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
