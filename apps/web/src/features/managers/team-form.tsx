import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MANAGER_MESSAGES, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useToasts } from '../../ui/toasts.js';
import { useCreateTeamMemberMutation } from './api.js';

/** A label adds a staff member by e-mail with a role (a preset of the manager permissions). */
export function TeamForm() {
  const create = useCreateTeamMemberMutation();
  const { push } = useToasts();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('editor');
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { email, role },
          {
            onSuccess: () => {
              push({ message: MANAGER_MESSAGES.teamAdded, type: 'success' });
              setEmail('');
            },
          },
        );
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label="Team member's e-mail address"
          type="email"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Role"
          size="small"
          value={role}
          onChange={(event) => setRole(event.target.value as TeamRole)}
          sx={{ minWidth: { sm: 220 } }}
        >
          {TEAM_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {TEAM_ROLE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!email.trim() || create.isPending}>
          Add
        </Button>
      </Stack>
      <ErrorAlert error={create.error} />
    </Stack>
  );
}
