import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { RoleSelect } from './role-select.js';
import { fieldElementId } from './submission-check.js';
import { newKey, type FormPerson, type FormWriter } from './wizard-form.js';

interface EditorProps<T> {
  title: string;
  /** Form path of the list, e.g. "tracks.0.writers". */
  at: string;
  rows: T[];
  roles: readonly string[];
  onChange(rows: T[]): void;
  errorOf(field: string): string | undefined;
}

/** An optional party identifier (ISNI, IPI) of one row, with the server's check message under it. */
function CodeField(props: { id: string; label: string; value: string; error?: string; onChange(next: string): void }) {
  return (
    <TextField
      id={props.id}
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={!!props.error}
      helperText={props.error ?? 'Optional'}
      slotProps={{ htmlInput: { maxLength: 30, spellCheck: false } }}
      sx={{ width: { xs: '100%', sm: 210 }, flexShrink: 0 }}
    />
  );
}

function RowShell({ children, onRemove, label }: { children: React.ReactNode; onRemove(): void; label: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      {children}
      <IconButton aria-label={label} onClick={onRemove} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}

/** Artists or credits of a track: a name and one or more roles each; artists may carry their ISNI. */
export function PeopleEditor({
  title,
  at,
  rows,
  roles,
  onChange,
  errorOf,
  withIsni = false,
}: EditorProps<FormPerson> & { withIsni?: boolean }) {
  const set = (key: string, change: Partial<FormPerson>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const singular = title.replace(/s$/, '').toLowerCase();
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {errorOf(at) && (
        <Typography id={fieldElementId(at)} tabIndex={-1} variant="body2" color="error">
          {errorOf(at)}
        </Typography>
      )}
      {rows.map((row, index) => (
        <RowShell
          key={row.key}
          label={`Remove ${singular} ${index + 1}`}
          onRemove={() => onChange(rows.filter((other) => other.key !== row.key))}
        >
          <TextField
            id={fieldElementId(`${at}.${index}.name`)}
            size="small"
            label={`${title.replace(/s$/, '')} ${index + 1} name`}
            value={row.name}
            fullWidth
            onChange={(event) => set(row.key, { name: event.target.value })}
            error={!!errorOf(`${at}.${index}.name`)}
            helperText={errorOf(`${at}.${index}.name`) ?? ' '}
          />
          <RoleSelect
            id={fieldElementId(`${at}.${index}.roles`)}
            label={`${title.replace(/s$/, '')} ${index + 1} roles`}
            options={roles}
            value={row.roles}
            onChange={(next) => set(row.key, { roles: next })}
            error={errorOf(`${at}.${index}.roles`)}
          />
          {withIsni && (
            <CodeField
              id={fieldElementId(`${at}.${index}.isni`)}
              label={`${title.replace(/s$/, '')} ${index + 1} ISNI`}
              value={row.isni ?? ''}
              error={errorOf(`${at}.${index}.isni`)}
              onChange={(isni) => set(row.key, { isni })}
            />
          )}
        </RowShell>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, { key: newKey('person'), name: '', roles: [] }])}
        >{`Add ${singular}`}</Button>
      </Box>
    </Stack>
  );
}

/** Writers: first name, last name and role are all required when sent. */
export function WritersEditor({ at, rows, roles, onChange, errorOf }: Omit<EditorProps<FormWriter>, 'title'>) {
  const set = (key: string, change: Partial<FormWriter>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Writers
      </Typography>
      {errorOf(at) && (
        <Typography id={fieldElementId(at)} tabIndex={-1} variant="body2" color="error">
          {errorOf(at)}
        </Typography>
      )}
      {rows.map((row, index) => (
        <RowShell
          key={row.key}
          label={`Remove writer ${index + 1}`}
          onRemove={() => onChange(rows.filter((other) => other.key !== row.key))}
        >
          <TextField
            id={fieldElementId(`${at}.${index}.firstName`)}
            size="small"
            label={`Writer ${index + 1} first name`}
            value={row.firstName}
            fullWidth
            onChange={(event) => set(row.key, { firstName: event.target.value })}
            error={!!errorOf(`${at}.${index}.firstName`)}
            helperText={errorOf(`${at}.${index}.firstName`) ?? ' '}
          />
          <TextField
            id={fieldElementId(`${at}.${index}.lastName`)}
            size="small"
            label={`Writer ${index + 1} last name`}
            value={row.lastName}
            fullWidth
            onChange={(event) => set(row.key, { lastName: event.target.value })}
            error={!!errorOf(`${at}.${index}.lastName`)}
            helperText={errorOf(`${at}.${index}.lastName`) ?? ' '}
          />
          <RoleSelect
            id={fieldElementId(`${at}.${index}.roles`)}
            label={`Writer ${index + 1} role`}
            options={roles}
            value={row.roles}
            onChange={(next) => set(row.key, { roles: next })}
            error={errorOf(`${at}.${index}.roles`)}
          />
          <CodeField
            id={fieldElementId(`${at}.${index}.ipi`)}
            label={`Writer ${index + 1} IPI`}
            value={row.ipi ?? ''}
            error={errorOf(`${at}.${index}.ipi`)}
            onChange={(ipi) => set(row.key, { ipi })}
          />
        </RowShell>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, { key: newKey('person'), firstName: '', lastName: '', roles: [] }])}
        >
          Add writer
        </Button>
      </Box>
    </Stack>
  );
}
