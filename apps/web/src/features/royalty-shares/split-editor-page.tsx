import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { checkSplitPayees, parseMicros, type SplitSubmission } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { DateInput } from '../../ui/date-input.js';
import { splitFieldErrors } from '../../ui/field-errors.js';
import { PageHeading } from '../../ui/page-heading.js';
import { CoverImage } from '../../ui/cover-image.js';
import { useSubmitSplitMutation } from './api.js';
import { PayeesEditor, type PayeeDraft } from './payees-editor.js';
import { TrackPicker } from './track-picker.js';

interface ChosenTrack {
  id: number;
  title: string;
  releaseTitle: string;
  isrc: string | null;
  cover: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** /user-portal/royalty-shares/new — a new split, or the next version of one (Edit passes it in router state). */
export default function SplitEditorPage() {
  const { user } = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const editing = (useLocation().state as { split?: SplitSubmission } | null)?.split;
  const [track, setTrack] = useState<ChosenTrack | null>(
    editing
      ? {
          id: editing.track.id,
          title: editing.track.title,
          releaseTitle: editing.release.title,
          isrc: editing.track.isrc,
          cover: editing.cover,
        }
      : null,
  );
  const [payees, setPayees] = useState<PayeeDraft[]>(
    editing
      ? editing.payees.map((payee, index) => ({ key: index, email: payee.email, share: payee.share }))
      : [{ key: 0, email: '', share: '' }],
  );
  const [hasRecoup, setHasRecoup] = useState(!!editing?.condition);
  const [recoupEmail, setRecoupEmail] = useState(editing?.condition?.data.email ?? '');
  const [recoupAmount, setRecoupAmount] = useState(editing?.condition?.data.amount ?? '');
  const [effectiveFrom, setEffectiveFrom] = useState(today());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [rest, setRest] = useState<string[]>([]);
  const submit = useSubmitSplitMutation();

  const localErrors = useMemo(() => {
    const errors = checkSplitPayees({ payees, ownerEmail: user?.email, recoupEmail: hasRecoup ? recoupEmail : null });
    if (hasRecoup) {
      let micros: bigint | null = null;
      try {
        micros = parseMicros(recoupAmount);
      } catch {
        micros = null;
      }
      if (micros === null || micros <= 0n) errors['recoup.amount'] = ['Enter the amount to recoup, e.g. 500.00'];
      if (!recoupEmail.trim()) errors['recoup.email'] = ['Choose the payee who is repaid first'];
    }
    payees.forEach((payee, index) => {
      if (!payee.email.trim()) (errors[`payees.${index}.email`] ??= []).push("Enter the payee's e-mail");
    });
    if (payees.length === 0) errors.payees = ['Add at least one payee'];
    return errors;
  }, [payees, user?.email, hasRecoup, recoupEmail, recoupAmount]);
  const errors = { ...localErrors, ...serverErrors };

  const save = async () => {
    setAttempted(true);
    setServerErrors({});
    setRest([]);
    if (!track || Object.keys(localErrors).length > 0) return;
    try {
      await submit.mutateAsync({
        trackId: track.id,
        payees: payees.map((payee) => ({ email: payee.email.trim(), share: payee.share.trim() })),
        effectiveFrom: effectiveFrom || undefined,
        recoup: hasRecoup ? { email: recoupEmail.trim(), amount: recoupAmount.trim() } : null,
      });
      toasts.push({ message: 'Split saved. We e-mailed the payees to accept it.', type: 'success' });
      void navigate('/user-portal/royalty-shares');
    } catch (error) {
      // Field errors the form shows beside a field; anything else (e.g. trackId) goes in the alert.
      const shown =
        error instanceof HttpError
          ? Object.keys(error.fieldErrors).filter((field) => /^(payees|recoup\.|effectiveFrom)/.test(field))
          : [];
      const split = splitFieldErrors(error, shown);
      setServerErrors(split.fields);
      setRest(split.rest);
    }
  };

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 820 }}>
      <PageHeading title={editing ? 'Edit split' : 'New split'} />
      <Section title="1. Track">
        {track ? (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <CoverImage url={track.cover} size={48} alt={`Cover of ${track.releaseTitle}`} />
            <Stack sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{track.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {track.releaseTitle} · {track.isrc ?? 'ISRC not set'}
              </Typography>
            </Stack>
            {!editing && <Button onClick={() => setTrack(null)}>Change track</Button>}
          </Stack>
        ) : (
          <>
            <TrackPicker
              onSelect={(picked) =>
                setTrack({
                  id: picked.id,
                  title: picked.title,
                  releaseTitle: picked.releaseTitle,
                  isrc: picked.isrc,
                  cover: picked.cover,
                })
              }
            />
            {attempted && (
              <Typography color="error" variant="body2" role="alert">
                Choose a track first
              </Typography>
            )}
          </>
        )}
      </Section>
      <Section
        title="2. Payees"
        hint="Their e-mail and share. You are not a payee: whatever is not shared stays yours. Shares from 0.01% up to 100% in total."
      >
        <PayeesEditor payees={payees} onChange={setPayees} errors={errors} showErrors={attempted} />
      </Section>
      <Section title="3. Conditions">
        <FormControlLabel
          control={<Switch checked={hasRecoup} onChange={(event) => setHasRecoup(event.target.checked)} />}
          label="Repay an advance to one payee first (recoup)"
        />
        {hasRecoup && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
            <TextInput
              label="Recoup payee e-mail"
              fullWidth
              value={recoupEmail}
              onChange={(event) => setRecoupEmail(event.target.value)}
              error={attempted && !!errors['recoup.email']}
              helperText={attempted ? errors['recoup.email']?.join('\n') : 'One of the payees above'}
            />
            <TextInput
              label="Amount to recoup"
              value={recoupAmount}
              inputProps={{ inputMode: 'decimal' }}
              onChange={(event) => setRecoupAmount(event.target.value)}
              error={attempted && !!errors['recoup.amount']}
              helperText={attempted ? errors['recoup.amount']?.join('\n') : 'e.g. 500.00'}
              sx={{ minWidth: 180 }}
            />
          </Stack>
        )}
        <DateInput
          label="Effective from"
          value={effectiveFrom}
          onChange={(event) => setEffectiveFrom(event.target.value)}
          sx={{ mt: 3, maxWidth: 220, display: 'flex' }}
          error={!!errors.effectiveFrom}
          helperText={errors.effectiveFrom?.join('\n') ?? 'Sales from this date on are split.'}
        />
      </Section>
      <ErrorAlert messages={rest} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/user-portal/royalty-shares">
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={submit.isPending}>
          {editing ? 'Save new version' : 'Submit split'}
        </Button>
      </Stack>
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      aria-label={title.replace(/^\d\.\s*/, '')}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
