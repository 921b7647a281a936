import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AudienceImportResult } from '@liner/domain';

/** What an import did: how many fans were added and updated, and every line that was not imported. */
export function ImportReport({ result }: { result: AudienceImportResult }) {
  const failed = result.failed.length;
  return (
    <Stack spacing={2}>
      <Alert severity={failed > 0 ? 'warning' : 'success'} role="status">
        {result.message}.
      </Alert>
      {failed > 0 && (
        <section aria-labelledby="failed-lines-heading">
          <Typography id="failed-lines-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {failed === 1 ? '1 line was not imported' : `${failed} lines were not imported`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Correct them in the file and import it again: the fans already imported are updated, not added twice.
          </Typography>
          <List dense aria-label="Lines not imported">
            {result.failed.map((line) => (
              <ListItem key={line.line} disableGutters>
                <ListItemText
                  primary={`Line ${line.line}`}
                  secondary={line.errors.join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItem>
            ))}
          </List>
        </section>
      )}
      {result.merged.length > 0 && (
        <section aria-labelledby="merged-lines-heading">
          <Typography id="merged-lines-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Repeated addresses, merged
          </Typography>
          <List dense aria-label="Lines merged with an earlier line">
            {result.merged.map((line) => (
              <ListItem key={line.line} disableGutters>
                <ListItemText primary={`Line ${line.line} repeats ${line.email} of line ${line.into_line}`} />
              </ListItem>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
