import { Link as RouterLink } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type HelpDeskConnectionTest,
  type HelpDeskSettings,
  type HelpDeskSettingsInput,
  type HelpDeskSettingsRequest,
  HelpDeskSettingsRequest as SettingsSchema,
} from '@liner/domain';
import { useState } from 'react';
import { OperatorOnly } from '../../app/operator-only.js';
import { isForbidden } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { PasswordField } from '../../ui/password-field.js';
import { SectionCard } from '../../ui/section-card.js';
import { applyFieldErrors, errorMessages } from '../../ui/server-errors.js';
import { ErrorState, ForbiddenState } from '../../ui/status-state.js';
import { useToasts } from '../../ui/toasts.js';
import { useHelpDeskSettingsQuery, useSaveHelpDeskMutation, useTestHelpDeskMutation } from './help-desk-api.js';

const INBOX = { to: '/user-portal/admin/support', label: 'Back to the inbox' };
const FIELDS = ['provider', 'subdomain', 'email', 'token'] as const;

/**
 * /user-portal/admin/support/settings — where the requesters' tickets go: the built-in desk (this
 * inbox) or the install's Zendesk, with its subdomain, agent e-mail and API token, a connection
 * test and save.
 */
export default function HelpDeskSettingsPage() {
  return (
    <OperatorOnly>
      <HelpDeskSettingsScreen />
    </OperatorOnly>
  );
}

function HelpDeskSettingsScreen() {
  const settings = useHelpDeskSettingsQuery();
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 760 }}>
      <PageHeading title="Help-desk settings">
        <Button component={RouterLink} to={INBOX.to} variant="text">
          {INBOX.label}
        </Button>
      </PageHeading>
      <Typography color="text.secondary">
        Choose where the tickets people write from the portal and the contact form go, and who answers them.
      </Typography>
      {isForbidden(settings.error) ? (
        <ForbiddenState what="help-desk settings" back={INBOX} />
      ) : settings.isError ? (
        <ErrorState message={errorMessages(settings.error).join('\n')} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <ListSkeleton rows={4} label="Loading the help-desk settings" />
        </Paper>
      )}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: HelpDeskSettings }) {
  const save = useSaveHelpDeskMutation();
  const test = useTestHelpDeskMutation();
  const toasts = useToasts();
  const [outcome, setOutcome] = useState<HelpDeskConnectionTest | null>(null);
  const form = useForm<HelpDeskSettingsRequest, unknown, HelpDeskSettingsInput>({
    resolver: zodResolver(SettingsSchema),
    defaultValues: {
      provider: settings.provider,
      subdomain: settings.subdomain ?? '',
      email: settings.email ?? '',
      token: '',
    },
  });
  const provider = useWatch({ control: form.control, name: 'provider' });
  const isZendesk = provider === 'zendesk';

  const showFailure = (error: unknown) => {
    const rest = applyFieldErrors(error, form.setError, FIELDS);
    if (rest.length > 0) form.setError('root', { message: rest.join('\n') });
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.resetField('token', { defaultValue: '' });
      toasts.push({ message: 'Help-desk settings saved', type: 'success' });
    } catch (error) {
      showFailure(error);
    }
  });
  const runTest = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      setOutcome(await test.mutateAsync(values));
    } catch (error) {
      showFailure(error);
    }
  });

  return (
    <SectionCard
      id="help-desk"
      title="Where tickets go"
      description={
        settings.provider === 'zendesk' && settings.agent_url ? (
          <>
            Tickets go to Zendesk now; agents answer them at{' '}
            <Link href={settings.agent_url} target="_blank" rel="noopener noreferrer">
              {settings.agent_url.replace('https://', '')}
            </Link>
            .
          </>
        ) : (
          'Tickets stay in Liner now; operators answer them in the support inbox.'
        )
      }
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <Controller
          control={form.control}
          name="provider"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="help-desk-provider">Help desk</FormLabel>
              <RadioGroup
                aria-labelledby="help-desk-provider"
                name={field.name}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setOutcome(null);
                }}
              >
                <FormControlLabel
                  value="built-in"
                  control={<Radio />}
                  label={<ChoiceLabel title="Built-in desk" detail="Operators answer tickets in Liner's inbox." />}
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.5 } }}
                />
                <FormControlLabel
                  value="zendesk"
                  control={<Radio />}
                  label={
                    <ChoiceLabel
                      title="Zendesk"
                      detail="Portal tickets and the contact form go to your Zendesk account; agents answer there."
                    />
                  }
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
                />
              </RadioGroup>
            </FormControl>
          )}
        />
        {isZendesk && (
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="subdomain"
              label="Zendesk subdomain"
              autoComplete="off"
              inputProps={{ spellCheck: false, autoCapitalize: 'none' }}
              endAdornment={<InputAdornment position="end">.zendesk.com</InputAdornment>}
              helperText="acme for acme.zendesk.com"
            />
            <FormTextField
              control={form.control}
              name="email"
              label="Agent e-mail address"
              type="email"
              autoComplete="off"
              helperText="The Zendesk agent or admin the API token belongs to"
            />
            <PasswordField
              control={form.control}
              name="token"
              label="API token"
              autoComplete="new-password"
              helperText={
                settings.token_set
                  ? `A token ending in ${settings.token_last4 ?? '…'} is stored: leave this empty to keep it`
                  : 'Made in Zendesk Admin Center, Apps and integrations, APIs, Zendesk API'
              }
            />
          </Stack>
        )}
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </Alert>
        )}
        <ErrorAlert messages={form.formState.errors.root?.message ? [form.formState.errors.root.message] : []} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {isZendesk && (
            <Button variant="outlined" onClick={() => void runTest()} loading={test.isPending}>
              Test connection
            </Button>
          )}
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}

function ChoiceLabel({ title, detail }: { title: string; detail: string }) {
  return (
    <Stack spacing={0.25}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </Stack>
  );
}
