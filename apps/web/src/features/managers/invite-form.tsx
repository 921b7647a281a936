import { useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MANAGER_MESSAGES, type PermissionGrant } from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useToasts } from '../../ui/toasts.js';
import { useDefaultPermissionsQuery, useInviteManagerMutation } from './api.js';
import { PermissionsEditor } from './permissions-editor.js';

function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof HttpError ? error.fieldErrors[field]?.[0] : undefined;
}

/** Invite a manager by e-mail, with the default permissions or the ones chosen here. */
export function InviteForm() {
  const defaults = useDefaultPermissionsQuery();
  const invite = useInviteManagerMutation();
  const { push } = useToasts();
  const [email, setEmail] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [grants, setGrants] = useState<PermissionGrant[] | null>(null);
  const current = grants ?? defaults.data?.permissions.map(({ name, accessTypes }) => ({ name, accessTypes })) ?? [];
  const emailError = fieldErrorOf(invite.error, 'email');
  const submit = () =>
    invite.mutate(
      { email, ...(grants ? { permissions: grants } : {}) },
      {
        onSuccess: () => {
          push({ message: MANAGER_MESSAGES.invited, type: 'success' });
          setEmail('');
          setGrants(null);
          setChoosing(false);
        },
      },
    );
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Manager's e-mail address"
          type="email"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!emailError}
          helperText={emailError ?? 'An address without a Liner account is invited to register.'}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={!email.trim() || invite.isPending}>
          Invite
        </Button>
      </Stack>
      {!emailError && <ErrorAlert error={invite.error} />}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setChoosing((open) => !open)} aria-expanded={choosing}>
        {choosing ? 'Use the default permissions' : 'Choose permissions'}
      </Button>
      <Collapse in={choosing} unmountOnExit>
        <PermissionsEditor value={current} onChange={setGrants} />
      </Collapse>
    </Stack>
  );
}
