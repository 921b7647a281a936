import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type StoreConnection, type TransportKind, UpdateStoreConnectionRequest } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { PasswordField } from '../../ui/password-field.js';
import { SelectField } from '../../ui/select-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useUpdateStoreConnection } from './stores-api.js';

type FormIn = z.input<typeof UpdateStoreConnectionRequest>;
type FormOut = z.output<typeof UpdateStoreConnectionRequest>;
type TransportIn = FormIn['transport'];

const FIELDS = [
  'enabled',
  'dpid',
  'isTest',
  'transport.host',
  'transport.port',
  'transport.username',
  'transport.remoteDir',
  'transport.privateKey',
  'transport.password',
  'transport.bucket',
  'transport.prefix',
  'transport.region',
  'transport.endpoint',
  'transport.accessKeyId',
  'transport.secretAccessKey',
  'transport.ackDir',
  'transport.trendsDir',
] as Path<FormIn>[];

/** The form's transport of a kind: the store's own settings when it has that kind, else blanks. */
function transportOf(store: StoreConnection, kind: TransportKind): TransportIn {
  const current = store.transport;
  // Both folders stay with the store whatever its transport; no trends folder means no pickup.
  const folders = { ackDir: current.ackDir, trendsDir: current.trendsDir || undefined };
  if (kind === 'sftp')
    return current.kind === 'sftp'
      ? {
          kind,
          host: current.host,
          port: current.port,
          username: current.username,
          remoteDir: current.remoteDir,
          auth: current.auth,
          ...folders,
        }
      : { kind, host: '', port: 22, username: '', remoteDir: '/', auth: 'key', ...folders };
  if (kind === 's3')
    return current.kind === 's3'
      ? {
          kind,
          bucket: current.bucket,
          prefix: current.prefix,
          region: current.region,
          endpoint: current.endpoint,
          accessKeyId: current.accessKeyId,
          ...folders,
        }
      : { kind, bucket: '', prefix: '', region: '', endpoint: '', accessKeyId: '', ...folders };
  return { kind: 'folder', ...folders };
}

const KIND_OPTIONS = [
  { value: 'folder', label: "Liner's folder (no transfer)" },
  { value: 'sftp', label: 'SFTP' },
  { value: 's3', label: 'S3 bucket' },
];

/** Edits one store's settings; a secret is sent only when the operator types a new one. */
export function StoreConnectionDialog({ store, onClose }: { store: StoreConnection; onClose(): void }) {
  const update = useUpdateStoreConnection();
  const toasts = useToasts();
  const [rest, setRest] = useState<string[]>([]);
  const [isReplacingSecret, setReplacingSecret] = useState(false);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(UpdateStoreConnectionRequest),
    defaultValues: {
      enabled: store.enabled,
      dpid: store.dpid ?? '',
      isTest: store.isTest,
      transport: transportOf(store, store.transport.kind),
    },
  });
  const transport = useWatch({ control: form.control, name: 'transport' });
  const sameKind = transport.kind === store.transport.kind;
  const secretSet = sameKind && 'secretSet' in store.transport && store.transport.secretSet;
  const sameAuth =
    transport.kind === 'sftp' && store.transport.kind === 'sftp' && transport.auth === store.transport.auth;
  const asksSecret = !secretSet || isReplacingSecret || (transport.kind === 'sftp' && !sameAuth);

  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      await update.mutateAsync({ id: store.id, body: values });
      toasts.push({ message: `${store.name} saved`, type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, FIELDS));
    }
  });
  const titleId = `store-${store.id}-title`;
  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{store.name}</DialogTitle>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label="Enabled: artists can choose this store"
                />
              )}
            />
            <Controller
              control={form.control}
              name="isTest"
              render={({ field }) => (
                <SelectField
                  label="Messages"
                  value={field.value ? 'test' : 'live'}
                  onChange={(value) => field.onChange(value === 'test')}
                  options={[
                    { value: 'test', label: 'Test (marked TestMessage)' },
                    { value: 'live', label: 'Live' },
                  ]}
                />
              )}
            />
            <FormTextField
              control={form.control}
              name="dpid"
              label="Store DPID"
              helperText="The store's DDEX party id, e.g. PADPIDA2011072101T; a live store needs it."
            />
            <SelectField
              label="Transport"
              value={transport.kind}
              options={KIND_OPTIONS}
              onChange={(kind) => {
                setReplacingSecret(false);
                form.setValue('transport', transportOf(store, kind as TransportKind));
              }}
            />
            {transport.kind === 'folder' && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Packages are written to{' '}
                {store.transport.kind === 'folder' ? store.transport.path : 'a folder of this server'}; they reach the
                store only when someone hands them over, so artists see them as packaged, never sent.
              </Typography>
            )}
            {transport.kind === 'sftp' && (
              <>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField control={form.control} name="transport.host" label="Host" fullWidth />
                  <FormTextField control={form.control} name="transport.port" label="Port" sx={{ minWidth: 110 }} />
                </Stack>
                <FormTextField control={form.control} name="transport.username" label="User" autoComplete="off" />
                <FormTextField control={form.control} name="transport.remoteDir" label="Remote folder" />
                <Controller
                  control={form.control}
                  name="transport.auth"
                  render={({ field }) => (
                    <SelectField
                      label="Sign in with"
                      value={String(field.value)}
                      onChange={(value) => field.onChange(value)}
                      options={[
                        { value: 'key', label: 'Private key' },
                        { value: 'password', label: 'Password' },
                      ]}
                    />
                  )}
                />
              </>
            )}
            {transport.kind === 's3' && (
              <>
                <FormTextField control={form.control} name="transport.bucket" label="Bucket" />
                <FormTextField control={form.control} name="transport.prefix" label="Prefix" />
                <FormTextField control={form.control} name="transport.region" label="Region" />
                <FormTextField
                  control={form.control}
                  name="transport.endpoint"
                  label="Endpoint"
                  helperText="Only for an S3-compatible service; empty for AWS."
                />
                <FormTextField control={form.control} name="transport.accessKeyId" label="Access key id" />
              </>
            )}
            {transport.kind !== 'folder' && !asksSecret && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">
                  {transport.kind === 's3'
                    ? 'Secret access key: set'
                    : transport.auth === 'password'
                      ? 'Password: set'
                      : 'Private key: set'}
                </Typography>
                <Button size="small" onClick={() => setReplacingSecret(true)}>
                  Replace
                </Button>
              </Stack>
            )}
            {transport.kind === 'sftp' && asksSecret && transport.auth === 'key' && (
              <FormTextField
                control={form.control}
                name="transport.privateKey"
                label="Private key"
                optional
                multiline
                minRows={4}
                helperText="Paste the key in OpenSSH or PEM form; it is stored encrypted."
              />
            )}
            {transport.kind === 'sftp' && asksSecret && transport.auth === 'password' && (
              <PasswordField
                control={form.control}
                name="transport.password"
                label="Password"
                optional
                autoComplete="new-password"
              />
            )}
            {transport.kind === 's3' && asksSecret && (
              <PasswordField
                control={form.control}
                name="transport.secretAccessKey"
                label="Secret access key"
                optional
                autoComplete="off"
              />
            )}
            <FormTextField
              control={form.control}
              name="transport.ackDir"
              label="Acknowledgement folder"
              optional
              helperText="Where the store drops its acknowledgements, inside its folder (default acknowledgements)."
            />
            <FormTextField
              control={form.control}
              name="transport.trendsDir"
              label="Trend files folder (optional)"
              optional
              helperText="Where the store drops its daily analytics reports, e.g. trends; Liner imports them every 15 minutes. Empty: none."
            />
            <ErrorAlert messages={rest} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
