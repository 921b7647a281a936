import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { SectionCard } from '../../ui/section-card.js';
import { useToasts } from '../../ui/toasts.js';
import { useImportRatesMutation } from './rates-api.js';

/** The file's text (FileReader: what every browser and the test DOM have). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Reference rates from a CSV (currency,month,rate): every row saved, or the file refused with each bad line. */
export function RateImport() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const importRates = useImportRatesMutation();
  const toasts = useToasts();
  const run = async () => {
    setErrors([]);
    setFailure(null);
    if (!file) {
      setErrors(['Choose a CSV file']);
      return;
    }
    try {
      const answer = await importRates.mutateAsync(await readText(file));
      const resumed =
        answer.resumed.length > 0 ? `; imports ${answer.resumed.map((id) => `#${id}`).join(', ')} resumed` : '';
      toasts.push({
        message: `${answer.saved} rate${answer.saved === 1 ? '' : 's'} imported${resumed}`,
        type: 'success',
      });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      if (error instanceof HttpError && error.status === 422 && error.fieldErrors.csv) {
        setErrors([error.message, ...error.fieldErrors.csv]);
      } else setFailure(error);
    }
  };
  return (
    <SectionCard
      id="rate-import"
      title="Import rates from a CSV"
      description="A header naming currency, month and rate, then one rate per row (e.g. GBP,2024-01,1.2731). A month already in the table takes the new rate. If any row is wrong nothing is saved, and every wrong line is listed."
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" startIcon={<UploadFile />} sx={{ flexShrink: 0 }}>
            Choose CSV
            <input
              ref={input}
              type="file"
              hidden
              aria-label="Rates CSV file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : 'No file chosen'}
          </Typography>
          <Button variant="contained" onClick={() => void run()} disabled={importRates.isPending}>
            Import rates
          </Button>
        </Stack>
        {errors.length > 0 && <ErrorAlert messages={errors} />}
        {failure !== null && <ErrorAlert error={failure} />}
      </Stack>
    </SectionCard>
  );
}
