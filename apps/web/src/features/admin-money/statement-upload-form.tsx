import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import type { StatementStatus } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { splitFieldErrors } from '../../ui/field-errors.js';
import { uploadStatement } from './api.js';
import { MappingSelect } from './mapping-select.js';

const FIELDS = ['file', 'store', 'currency', 'exchangeRate', 'period', 'mappingId'];

/** What the operator reads once the file is in: the import runs as a job, usually still to come. */
function uploadedToast(status: StatementStatus): { message: string; type: 'success' | 'error' } {
  switch (status) {
    case 'queued':
    case 'importing':
      return { message: 'Statement uploaded — importing now', type: 'success' };
    case 'imported':
      return { message: 'Statement uploaded and imported', type: 'success' };
    case 'failed':
      return { message: 'Statement uploaded, but the import failed — see the details below', type: 'error' };
  }
}

/** Upload a store's report: the file streams to the server, then the import runs as a job. */
export function StatementUploadForm({ onUploaded }: { onUploaded(id: number): void }) {
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState({ store: '', currency: '', exchangeRate: '', period: '', mappingId: '' });
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [rest, setRest] = useState<string[]>([]);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  const submit = async () => {
    setErrors({});
    setRest([]);
    if (!file) {
      setErrors({ file: ['Choose a statement file'] });
      return;
    }
    setProgress(0);
    try {
      const detail = await uploadStatement({ file, ...values, currency: values.currency.toUpperCase() }, setProgress);
      toasts.push(uploadedToast(detail.status));
      setFile(null);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: ['admin', 'statements'] });
      onUploaded(detail.id);
    } catch (error) {
      const split = splitFieldErrors(error, FIELDS);
      setErrors(split.fields);
      setRest(split.rest);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="statement-upload-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="statement-upload-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Import a statement
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        DDEX DSR flat files, DistroKid and TuneCore exports, or a CSV with a saved column mapping. The same file twice
        is refused.
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" startIcon={<UploadFile />} sx={{ flexShrink: 0 }}>
            Choose file
            <input
              ref={input}
              type="file"
              hidden
              aria-label="Statement file"
              accept=".tsv,.csv,.txt,.dsr,.gz,text/csv,text/tab-separated-values,text/plain"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography
            variant="body2"
            color={errors.file ? 'error' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {errors.file?.join('\n') ??
              (file ? `${file.name} (${(file.size / 1024).toFixed(1)} KB)` : 'No file chosen')}
          </Typography>
        </Stack>
        <MappingSelect
          value={values.mappingId}
          onChange={(mappingId) => setValues({ ...values, mappingId })}
          error={errors.mappingId}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextInput
            label="Store (optional)"
            fullWidth
            value={values.store}
            onChange={set('store')}
            error={!!errors.store}
            helperText={errors.store?.join('\n') ?? 'Every line is this store'}
          />
          <TextInput
            label="Currency (optional)"
            fullWidth
            value={values.currency}
            onChange={set('currency')}
            inputProps={{ maxLength: 3 }}
            error={!!errors.currency}
            helperText={errors.currency?.join('\n') ?? "e.g. EUR; default: the file's"}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextInput
            label="Exchange rate (optional)"
            fullWidth
            value={values.exchangeRate}
            onChange={set('exchangeRate')}
            inputProps={{ inputMode: 'decimal' }}
            error={!!errors.exchangeRate}
            helperText={errors.exchangeRate?.join('\n') ?? 'To the account currency, e.g. 1.0832'}
          />
          <TextInput
            label="Period (optional)"
            fullWidth
            value={values.period}
            onChange={set('period')}
            placeholder="yyyy-mm"
            error={!!errors.period}
            helperText={errors.period?.join('\n') ?? 'yyyy-mm'}
          />
        </Stack>
        <ErrorAlert messages={rest} />
        {progress !== null && (
          <Stack spacing={0.5}>
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
            <Typography variant="caption" color="text.secondary">
              {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Uploaded, starting the import ...'}
            </Typography>
          </Stack>
        )}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} loading={progress !== null}>
          Import statement
        </Button>
      </Stack>
    </Paper>
  );
}
