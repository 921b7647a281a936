import { type FormEvent, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { type StatementStatus, UploadStatementFields } from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { uploadStatement } from './api.js';
import { MappingSelect } from './mapping-select.js';

const FIELDS = ['store', 'currency', 'exchangeRate', 'period', 'mappingId'] as const;

/** The server's code for a CSV that looks like an imported statement (a DSR duplicate is refused outright). */
const POSSIBLE_DUPLICATE = 'STATEMENT_POSSIBLE_DUPLICATE';

/** What the operator reads once the file is in: the import runs as a job, usually still to come. */
function uploadedToast(status: StatementStatus): { message: string; type: 'success' | 'error' } {
  switch (status) {
    case 'queued':
    case 'importing':
      return { message: 'Statement uploaded — importing now', type: 'success' };
    case 'imported':
    // A fresh upload is never reversed; the case keeps the switch whole.
    case 'reversed':
      return { message: 'Statement uploaded and imported', type: 'success' };
    case 'waiting-rate':
      return { message: 'Statement uploaded — it waits for an exchange rate, see below', type: 'error' };
    case 'failed':
      return { message: 'Statement uploaded, but the import failed — see the details below', type: 'error' };
  }
}

type Values = z.input<typeof UploadStatementFields>;

/** Upload a store's report: the file streams to the server, then the import runs as a job. */
export function StatementUploadForm({ onUploaded }: { onUploaded(id: number): void }) {
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The file is not one of the contract's fields (the route reads it as its own part).
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<Values, unknown, UploadStatementFields>({
    resolver: zodResolver(UploadStatementFields),
    defaultValues: {},
  });

  // A CSV that looks like an imported statement: the server's warning, until the operator confirms.
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const uploadWith = (confirmDuplicate: boolean) => async (fields: UploadStatementFields) => {
    if (!file) return;
    setProgress(0);
    setDuplicate(null);
    try {
      const detail = await uploadStatement(
        { file, ...fields, ...(confirmDuplicate ? { confirmDuplicate: 'true' as const } : {}) },
        setProgress,
      );
      toasts.push(uploadedToast(detail.status));
      setFile(null);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: ['admin', 'statements'] });
      onUploaded(detail.id);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.code === POSSIBLE_DUPLICATE) {
        setDuplicate(error.message);
        return;
      }
      const left = applyFieldErrors(error, form.setError, FIELDS);
      // The server may refuse the file itself (a duplicate, an unknown layout): shown under it.
      const fileMessages = error instanceof HttpError && error.status === 422 ? (error.fieldErrors.file ?? []) : [];
      setFileError(fileMessages.length > 0 ? fileMessages.join('\n') : null);
      setRest(left.filter((message) => !fileMessages.includes(message)));
    } finally {
      setProgress(null);
    }
  };
  const send = form.handleSubmit(uploadWith(false));
  const importAnyway = form.handleSubmit(uploadWith(true));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setRest([]);
    setDuplicate(null);
    // Both the file and the fields are checked at once, so every message shows on one try.
    setFileError(file ? null : 'Choose a statement file');
    return send(event);
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
        is refused, and so is a DSR report imported already; a CSV that looks like an imported one asks first.
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
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
          <Typography variant="body2" color={fileError ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
            {fileError ?? (file ? `${file.name} (${(file.size / 1024).toFixed(1)} KB)` : 'No file chosen')}
          </Typography>
        </Stack>
        <Controller
          control={form.control}
          name="mappingId"
          render={({ field, fieldState }) => (
            <MappingSelect
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(mappingId) => field.onChange(mappingId === '' ? undefined : mappingId)}
              error={fieldState.error?.message ? [fieldState.error.message] : undefined}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormTextField
            control={form.control}
            name="store"
            label="Store (optional)"
            fullWidth
            optional
            helperText="Every line is this store"
          />
          <Controller
            control={form.control}
            name="currency"
            render={({ field, fieldState }) => (
              <TextInput
                label="Currency (optional)"
                fullWidth
                name={field.name}
                value={field.value ?? ''}
                // Codes are upper case in the contract; typing "eur" is read as EUR.
                onChange={(event) => field.onChange(event.target.value.toUpperCase() || undefined)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                inputProps={{ maxLength: 3 }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? "e.g. EUR; default: the file's"}
              />
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormTextField
            control={form.control}
            name="exchangeRate"
            label="Exchange rate (optional)"
            fullWidth
            optional
            inputProps={{ inputMode: 'decimal' }}
            helperText="To the account currency, e.g. 1.0832"
          />
          <FormTextField
            control={form.control}
            name="period"
            label="Period (optional)"
            fullWidth
            optional
            placeholder="yyyy-mm"
            helperText="yyyy-mm"
          />
        </Stack>
        <ErrorAlert messages={rest} />
        {duplicate && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void importAnyway()} disabled={progress !== null}>
                Import anyway
              </Button>
            }
          >
            {duplicate}
          </Alert>
        )}
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
