import { useState } from 'react';
import Papa from 'papaparse';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  AUDIENCE_IMPORT_MAX_BYTES,
  AUDIENCE_IMPORT_MAX_LINES,
  AUDIENCE_MESSAGES,
  type AudienceFanField,
  type AudienceImportResult,
  guessAudienceColumns,
} from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useImportMutation } from './api.js';
import { ColumnMapping, type Mapping } from './column-mapping.js';
import { ImportReport } from './import-report.js';

/** The file as read in the browser: its text, and its first lines to map the columns from. */
interface ChosenFile {
  name: string;
  text: string;
  firstRows: string[][];
}

const PREVIEW_ROWS = 6;

/** The file's text through FileReader, which every browser and the test DOM have. */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

async function readChosenFile(file: File): Promise<ChosenFile> {
  if (file.size > AUDIENCE_IMPORT_MAX_BYTES) throw new Error(AUDIENCE_MESSAGES.fileTooLarge);
  const text = await textOf(file);
  const firstRows = Papa.parse<string[]>(text, { preview: PREVIEW_ROWS, skipEmptyLines: 'greedy' }).data;
  if (firstRows.length === 0) throw new Error(AUDIENCE_MESSAGES.fileEmpty);
  return { name: file.name, text, firstRows };
}

/**
 * Import fans from a CSV: choose the file, say which column holds what (guessed from the header
 * line), import; the server answers which lines failed and why, each with its line number.
 */
export function ImportDialog({ onClose }: { onClose(): void }) {
  const importFans = useImportMutation();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>({ columns: {}, hasHeader: true, consent: false });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AudienceFanField, string>>>({});
  const [result, setResult] = useState<AudienceImportResult | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFileError(null);
    importFans.reset();
    try {
      const read = await readChosenFile(chosen);
      setFile(read);
      setMapping({ columns: guessAudienceColumns(read.firstRows[0]), hasHeader: true, consent: false });
      setFieldErrors({});
    } catch (error) {
      setFile(null);
      setFileError(error instanceof Error ? error.message : String(error));
    }
  };

  const submit = async () => {
    if (!file) return;
    if (mapping.columns.email === undefined) {
      setFieldErrors({ email: AUDIENCE_MESSAGES.emailColumn });
      return;
    }
    setFieldErrors({});
    try {
      setResult(
        await importFans.mutateAsync({
          csv: file.text,
          has_header: mapping.hasHeader,
          columns: mapping.columns,
          consent: mapping.consent,
        }),
      );
    } catch (error) {
      // A refused mapping names its field ("columns.email"): shown under that column's choice.
      if (error instanceof HttpError && error.status === 422) {
        const byField: Partial<Record<AudienceFanField, string>> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors))
          if (key.startsWith('columns.'))
            byField[key.slice('columns.'.length) as AudienceFanField] = messages.join(' ');
        setFieldErrors(byField);
      }
    }
  };

  const startOver = () => {
    setFile(null);
    setResult(null);
    importFans.reset();
  };
  const busy = importFans.isPending;
  const refusal =
    importFans.error instanceof HttpError && importFans.error.status === 422
      ? (importFans.error.fieldErrors.csv ?? [])
      : importFans.error
        ? errorMessages(importFans.error)
        : [];

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="import-title" fullWidth maxWidth="md">
      <DialogTitle id="import-title">Import fans from a CSV file</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {result ? (
          <ImportReport result={result} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              A CSV file (comma, semicolon or tab separated) with an e-mail address on each line; at most{' '}
              {AUDIENCE_IMPORT_MAX_LINES.toLocaleString('en')} fans and {AUDIENCE_IMPORT_MAX_BYTES / 1_000_000} MB per
              file. Addresses already in your audience are updated, not added twice.
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Button
                component="label"
                variant="outlined"
                startIcon={<UploadFile />}
                disabled={busy}
                sx={{ flexShrink: 0 }}
              >
                {file ? 'Choose another file' : 'Choose a CSV file'}
                <input
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  hidden
                  aria-label="CSV file"
                  onChange={(event) => void choose(event.target.files?.[0])}
                />
              </Button>
              <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                {file?.name ?? 'No file chosen'}
              </Typography>
            </Stack>
            <ErrorAlert messages={fileError ? [fileError] : []} />
            {file && (
              <ColumnMapping
                rows={file.firstRows}
                mapping={mapping}
                errors={fieldErrors}
                disabled={busy}
                onChange={setMapping}
              />
            )}
            <ErrorAlert messages={refusal} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <>
            <Button onClick={startOver}>Import another file</Button>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void submit()} disabled={!file} loading={busy}>
              Import
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
