import { type FormEvent, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_IMPORT_MESSAGES, ANALYTICS_PLATFORMS, UploadTrendFileFields } from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { uploadTrendFile } from './api.js';

const PLATFORM_OPTIONS = [...ANALYTICS_PLATFORMS].sort((a, b) => a.name.localeCompare(b.name));

/** Upload one platform's daily trend report; small files are imported at once, large ones as a job. */
export function TrendUploadForm({ onUploaded }: { onUploaded(id: number): void }) {
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [platform, setPlatform] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ platform?: string; file?: string; rest: string[] }>({ rest: [] });
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = UploadTrendFileFields.safeParse({ platform });
    const next = {
      platform: fields.success ? undefined : fields.error.issues[0]?.message,
      file: file ? undefined : ANALYTICS_IMPORT_MESSAGES.chooseFile,
      rest: [],
    };
    setErrors(next);
    if (!fields.success || !file) return;
    setProgress(0);
    try {
      const detail = await uploadTrendFile({ platform: fields.data.platform, file }, setProgress);
      toasts.push(
        detail.status === 'failed'
          ? { message: 'File uploaded, but the import failed — see below', type: 'error' }
          : {
              message: detail.status === 'done' ? 'Trend file imported' : 'Trend file uploaded — importing now',
              type: 'success',
            },
      );
      setFile(null);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: ['admin', 'analytics-imports'] });
      onUploaded(detail.id);
    } catch (error) {
      const fieldErrors = error instanceof HttpError && error.status === 422 ? error.fieldErrors : {};
      setErrors({
        platform: fieldErrors.platform?.join('\n'),
        file: fieldErrors.file?.join('\n'),
        rest: fieldErrors.platform || fieldErrors.file ? [] : errorMessages(error),
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="trend-upload-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="trend-upload-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Import a trend file
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A platform's daily report as CSV or TSV, in the platform's layout (see docs/analytics-trend-layouts.md). Rows
        are matched to the catalog by ISRC, then UPC; the same file twice is refused.
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <FormControl size="small" error={!!errors.platform} sx={{ maxWidth: { sm: 320 } }}>
          <InputLabel id={labelId}>Platform</InputLabel>
          <Select
            labelId={labelId}
            label="Platform"
            value={platform}
            onChange={(event) => setPlatform(event.target.value)}
            aria-describedby={errors.platform ? `${labelId}-error` : undefined}
          >
            {PLATFORM_OPTIONS.map((option) => (
              <MenuItem key={option.slug} value={option.slug}>
                {option.name}
              </MenuItem>
            ))}
          </Select>
          {errors.platform && <FormHelperText id={`${labelId}-error`}>{errors.platform}</FormHelperText>}
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFile />}
            sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
          >
            Choose file
            <input
              ref={input}
              type="file"
              hidden
              aria-label="Trend file"
              accept=".csv,.tsv,.txt,.tab,text/csv,text/tab-separated-values,text/plain"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography
            variant="body2"
            color={errors.file ? 'error' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            role={errors.file ? 'alert' : undefined}
          >
            {errors.file ?? (file ? `${file.name} (${(file.size / 1024).toFixed(1)} KB)` : 'No file chosen')}
          </Typography>
        </Stack>
        <ErrorAlert messages={errors.rest} />
        {progress !== null && (
          <Stack spacing={0.5}>
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
            <Typography variant="caption" color="text.secondary">
              {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Uploaded, importing ...'}
            </Typography>
          </Stack>
        )}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} loading={progress !== null}>
          Import trend file
        </Button>
      </Stack>
    </Paper>
  );
}
