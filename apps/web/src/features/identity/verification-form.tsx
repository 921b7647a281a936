import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  documentHasBack,
  IDENTITY_DOCUMENT_LABELS,
  IDENTITY_DOCUMENT_TYPES,
  IDENTITY_MESSAGES,
  type IdentityCheck,
  type IdentityDocumentType,
  type IdentityImageSide,
} from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { COUNTRY_OPTIONS } from '../../lib/country-options.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useRequestVerificationMutation, useSubmitPhotosMutation } from './api.js';
import { photoProblem } from './photo-checks.js';
import { PhotoInput } from './photo-input.js';

type Field = 'documentCountry' | 'documentType' | IdentityImageSide;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['documentCountry', 'documentType', 'front', 'back', 'selfie'];

const PHOTO_TEXT: Record<IdentityImageSide, { label: string; hint: string }> = {
  front: {
    label: 'Front of the document',
    hint: 'All four corners in view, sharp and without glare. JPEG or PNG, up to 10 MB.',
  },
  back: { label: 'Back of the document', hint: 'The other side of the card, the same way.' },
  selfie: { label: 'Selfie', hint: 'Your face, well lit, looking at the camera.' },
};

/** The server's field messages on the fields; anything else in the list under the form. */
function splitServerErrors(error: unknown): { fields: FieldErrors; rest: string[] } {
  if (!(error instanceof HttpError) || error.status !== 422) return { fields: {}, rest: errorMessages(error) };
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = FIELDS.find((known) => known === name);
    if (field) fields[field] = messages.join('\n');
    else rest.push(...messages);
  }
  return { fields, rest: Object.keys(fields).length === 0 && rest.length === 0 ? errorMessages(error) : rest };
}

interface VerificationFormProps {
  /** The check still waiting for its photos (or hosted page), to start from its choices. */
  open: IdentityCheck | null;
  provider: 'review' | 'stripe';
  /** The hosted provider's page: the browser leaves for it. */
  onHosted(url: string): void;
}

/**
 * Country and document, then (built-in review) the photos: one button starts or re-uses the
 * check and sends the photos with a progress bar; with the hosted provider it opens its page.
 */
export function VerificationForm({ open, provider, onHosted }: VerificationFormProps) {
  const [country, setCountry] = useState(open?.documentCountry ?? '');
  const [documentType, setDocumentType] = useState<IdentityDocumentType>(open?.documentType ?? 'passport');
  const [photos, setPhotos] = useState<Partial<Record<IdentityImageSide, File>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rest, setRest] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const request = useRequestVerificationMutation();
  const submit = useSubmitPhotosMutation(setProgress);
  const isHosted = provider === 'stripe';
  const sides: IdentityImageSide[] = documentHasBack(documentType) ? ['front', 'back', 'selfie'] : ['front', 'selfie'];
  const busy = request.isPending || submit.isPending;

  const checkLocally = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!country) found.documentCountry = IDENTITY_MESSAGES.country;
    if (isHosted) return found;
    for (const side of sides) {
      const problem = photoProblem(side, photos[side]);
      if (problem) found[side] = problem;
    }
    return found;
  };

  const send = async () => {
    setRest([]);
    const local = checkLocally();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const check = await request.mutateAsync({ documentCountry: country, documentType });
      if (isHosted) {
        if (check.hosted?.url) onHosted(check.hosted.url);
        return;
      }
      setProgress(0);
      await submit.mutateAsync({
        checkId: check.id,
        photos: Object.fromEntries(sides.map((side) => [side, photos[side]])),
      });
    } catch (error) {
      const found = splitServerErrors(error);
      setErrors(found.fields);
      setRest(found.rest);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label="Verify your identity"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Issuing country"
          value={country}
          required
          disabled={busy}
          onChange={(event) => setCountry(event.target.value)}
          error={Boolean(errors.documentCountry)}
          helperText={errors.documentCountry ?? 'The country that issued the document'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
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
          label="Document"
          value={documentType}
          required
          disabled={busy}
          onChange={(event) => setDocumentType(event.target.value as IdentityDocumentType)}
          error={Boolean(errors.documentType)}
          helperText={errors.documentType ?? (documentHasBack(documentType) ? 'Front and back' : 'The photo page')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          {IDENTITY_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {IDENTITY_DOCUMENT_LABELS[type]}
            </option>
          ))}
        </TextField>
      </Stack>
      {isHosted ? (
        <Typography variant="body2" color="text.secondary">
          The photos are taken on Stripe&apos;s secure page; you come back here when they are sent.
        </Typography>
      ) : (
        <Stack spacing={2}>
          {sides.map((side) => (
            <PhotoInput
              key={side}
              label={PHOTO_TEXT[side].label}
              hint={PHOTO_TEXT[side].hint}
              file={photos[side]}
              error={errors[side]}
              disabled={busy}
              onChange={(file) => {
                setPhotos((current) => ({ ...current, [side]: file }));
                setErrors((current) => ({
                  ...current,
                  [side]: file ? (photoProblem(side, file) ?? undefined) : undefined,
                }));
              }}
            />
          ))}
        </Stack>
      )}
      {progress !== null && (
        <Stack spacing={0.5}>
          <Typography variant="body2" id="identity-upload-progress">
            Sending your photos … {Math.round(progress * 100)}%
          </Typography>
          <LinearProgress variant="determinate" value={progress * 100} aria-labelledby="identity-upload-progress" />
        </Stack>
      )}
      <ErrorAlert messages={rest} />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={busy}>
          {isHosted ? 'Continue to Stripe' : 'Send for review'}
        </Button>
      </Stack>
    </Stack>
  );
}
