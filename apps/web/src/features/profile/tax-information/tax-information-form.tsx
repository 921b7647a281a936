import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  needsTaxDocument,
  TAX_DOCUMENT_MAX_BYTES,
  TAX_FORM_LABELS,
  TAX_INFORMATION_MESSAGES,
  type TaxForm,
  type TaxSubmission,
  taxFormsForResidency,
} from '@liner/domain';
import { HttpError } from '../../../lib/http.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { errorMessages } from '../../../ui/server-errors.js';
import { useToasts } from '../../../ui/toasts.js';
import { useSubmitTaxInformationMutation } from './api.js';
import { COUNTRY_OPTIONS } from '../../../lib/country-options.js';

type FieldErrors = Partial<Record<'residencyCountry' | 'taxForm' | 'document', string>>;

/** What the browser can tell before sending; the server reads the bytes and decides. */
function checkLocally(country: string, form: TaxForm, document: File | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!country) errors.residencyCountry = TAX_INFORMATION_MESSAGES.country;
  if (needsTaxDocument(form) && !document) errors.document = TAX_INFORMATION_MESSAGES.documentMissing;
  if (document && document.size > TAX_DOCUMENT_MAX_BYTES) errors.document = TAX_INFORMATION_MESSAGES.documentTooLarge;
  return errors;
}

/**
 * The form that sends residency, tax form and signed document; it starts from the last
 * submission (the section remounts it after each one, which also clears the chosen file).
 */
export function TaxInformationForm({ last }: { last: TaxSubmission | null }) {
  const submit = useSubmitTaxInformationMutation();
  const toasts = useToasts();
  const [country, setCountry] = useState(last?.residencyCountry ?? '');
  const [form, setForm] = useState<TaxForm>(last?.taxForm ?? 'W-8BEN');
  const [document, setDocument] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rest, setRest] = useState<string[]>([]);
  const forms = country ? taxFormsForResidency(country) : (['W-9', 'W-8BEN', 'W-8BEN-E', 'none'] as const);

  const chooseCountry = (code: string) => {
    setCountry(code);
    const allowed = taxFormsForResidency(code);
    if (!allowed.includes(form)) setForm(allowed[0]);
    setErrors((current) => ({ ...current, residencyCountry: undefined, taxForm: undefined }));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setRest([]);
    const local = checkLocally(country, form, needsTaxDocument(form) ? document : null);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await submit.mutateAsync({
        residencyCountry: country,
        taxForm: form,
        document: needsTaxDocument(form) ? document : null,
      });
      toasts.push({ message: TAX_INFORMATION_MESSAGES.submitted, type: 'success' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        const fields = error.fieldErrors;
        setErrors({
          residencyCountry: fields.residencyCountry?.[0],
          taxForm: fields.taxForm?.[0],
          document: fields.document?.[0],
        });
        const known = ['residencyCountry', 'taxForm', 'document'];
        setRest(Object.entries(fields).flatMap(([field, messages]) => (known.includes(field) ? [] : messages)));
      } else setRest(errorMessages(error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={send} spacing={2} aria-label="Send tax information">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Country of residence"
          value={country}
          onChange={(event) => chooseCountry(event.target.value)}
          error={Boolean(errors.residencyCountry)}
          helperText={errors.residencyCountry}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { md: 260 } }}
        >
          <option value="">Choose a country</option>
          {COUNTRY_OPTIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Tax form"
          value={form}
          onChange={(event) => setForm(event.target.value as TaxForm)}
          error={Boolean(errors.taxForm)}
          helperText={
            errors.taxForm ??
            (country && form === 'none' ? 'Without a form, the full rate may be withheld.' : undefined)
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { md: 300 } }}
        >
          {forms.map((option) => (
            <option key={option} value={option}>
              {TAX_FORM_LABELS[option]}
            </option>
          ))}
        </TextField>
      </Stack>
      {needsTaxDocument(form) && (
        <Stack spacing={0.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFile />} sx={{ alignSelf: 'flex-start' }}>
              Choose signed form
              <input
                hidden
                type="file"
                accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
                aria-label="Signed tax form (PDF, PNG or JPEG, at most 10 MB)"
                onChange={(event) => {
                  setDocument(event.target.files?.[0] ?? null);
                  setErrors((current) => ({ ...current, document: undefined }));
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {document ? document.name : 'PDF, PNG or JPEG, at most 10 MB'}
            </Typography>
          </Stack>
          {errors.document && (
            <Typography variant="body2" color="error" role="alert">
              {errors.document}
            </Typography>
          )}
        </Stack>
      )}
      <ErrorAlert messages={rest} />
      <Button type="submit" variant="contained" loading={submit.isPending} sx={{ alignSelf: 'flex-start' }}>
        {last ? 'Send new tax information' : 'Send tax information'}
      </Button>
    </Stack>
  );
}
