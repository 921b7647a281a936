import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIENCE_FAN_FIELDS, AUDIENCE_FIELD_LABELS, type AudienceFanField } from '@liner/domain';

export interface Mapping {
  /** The column (0 = first) each field is read from; a field left out is not imported. */
  columns: Partial<Record<AudienceFanField, number>>;
  hasHeader: boolean;
  consent: boolean;
}

const PREVIEW_LINES = 3;

/** How a column is offered: its header word, or its number and first value when there is no header. */
function columnLabel(rows: string[][], hasHeader: boolean, column: number): string {
  const first = rows[0]?.[column]?.trim() ?? '';
  if (hasHeader) return first ? `${first} (column ${column + 1})` : `Column ${column + 1}`;
  return first ? `Column ${column + 1}: ${first}` : `Column ${column + 1}`;
}

/**
 * The mapping step: one choice of column per field (the e-mail address is required), whether the
 * first line names the columns, the consent to e-mail blasts, and the file's first lines.
 */
export function ColumnMapping({
  rows,
  mapping,
  errors,
  disabled,
  onChange,
}: {
  rows: string[][];
  mapping: Mapping;
  errors: Partial<Record<AudienceFanField, string>>;
  disabled: boolean;
  onChange(mapping: Mapping): void;
}) {
  const width = Math.max(...rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, column) => column);
  const preview = rows.slice(mapping.hasHeader ? 1 : 0, (mapping.hasHeader ? 1 : 0) + PREVIEW_LINES);
  const setColumn = (field: AudienceFanField, value: string) => {
    const next = { ...mapping.columns };
    if (value === '') delete next[field];
    else next[field] = Number(value);
    onChange({ ...mapping, columns: next });
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="mapping-heading">
      <Typography id="mapping-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Which column holds what
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={mapping.hasHeader}
            disabled={disabled}
            onChange={(event) => onChange({ ...mapping, hasHeader: event.target.checked })}
          />
        }
        label="The first line names the columns"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {AUDIENCE_FAN_FIELDS.map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={AUDIENCE_FIELD_LABELS[field]}
            required={field === 'email'}
            disabled={disabled}
            value={mapping.columns[field] === undefined ? '' : String(mapping.columns[field])}
            onChange={(event) => setColumn(field, event.target.value)}
            error={!!errors[field]}
            helperText={errors[field]}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Not imported</option>
            {columns.map((column) => (
              <option key={column} value={column}>
                {columnLabel(rows, mapping.hasHeader, column)}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={mapping.consent}
            disabled={disabled}
            onChange={(event) => onChange({ ...mapping, consent: event.target.checked })}
          />
        }
        label="These people agreed to receive my e-mail blasts (a line that says “no” stays unsubscribed)"
      />
      {preview.length > 0 && (
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small" aria-label="First lines of the file">
            {mapping.hasHeader && (
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {rows[0][column] ?? ''}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
            )}
            <TableBody>
              {preview.map((row, line) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the preview's lines are the file's, in its order
                <TableRow key={line}>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                      {row[column] ?? ''}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
