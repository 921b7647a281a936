import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Search from '@mui/icons-material/Search';
import UploadFile from '@mui/icons-material/UploadFile';
import type { AudienceMember } from '@liner/domain';
import { isForbidden } from '../../lib/http.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { PageHeading } from '../../ui/page-heading.js';
import { errorMessages } from '../../ui/server-errors.js';
import { ForbiddenState } from '../../ui/status-state.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { AddFanDialog } from './add-fan-dialog.js';
import {
  exportAllFans,
  useBulkRemoveMutation,
  useFansQuery,
  usePlatformMembersQuery,
  useRemoveFanMutation,
} from './api.js';
import { FansTable } from './fans-table.js';
import { ImportDialog } from './import-dialog.js';
import { useMayManageAudience } from './may-manage.js';
import { PlatformMembers } from './platform-members.js';
import { RefreshControl } from './refresh-control.js';

type Open = { kind: 'add' } | { kind: 'import' } | { kind: 'remove'; fan: AudienceMember } | { kind: 'bulk-remove' };

/** /user-portal/audience — the account's fans and its profiles' followers on the platforms. */
export default function AudiencePage() {
  const toasts = useToasts();
  const mayManage = useMayManageAudience();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search);
  const fans = useFansQuery(debounced, page);
  const platform = usePlatformMembersQuery();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<Open | null>(null);
  const [exporting, setExporting] = useState(false);
  const remove = useRemoveFanMutation();
  const bulkRemove = useBulkRemoveMutation();

  if (isForbidden(fans.error)) return <ForbiddenState what="audience" back={{ to: '/user-portal', label: 'Home' }} />;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const fan of fans.data?.data ?? []) {
        if (select) next.add(fan.id);
        else next.delete(fan.id);
      }
      return next;
    });
  const download = async () => {
    setExporting(true);
    try {
      await exportAllFans();
    } catch (error) {
      toasts.push({ message: errorMessages(error).join(' '), type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100, minWidth: 0 }}>
      <PageHeading title="Audience">
        {mayManage && (
          <>
            <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setOpen({ kind: 'add' })}>
              Add a fan
            </Button>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setOpen({ kind: 'import' })}>
              Import CSV
            </Button>
          </>
        )}
        <Button variant="outlined" startIcon={<Download />} onClick={() => void download()} loading={exporting}>
          Export all
        </Button>
      </PageHeading>
      <Typography color="text.secondary">
        The fans you collected, and how many follow your artist profiles on the platforms.
      </Typography>

      <Paper variant="outlined" component="section" aria-labelledby="platforms-heading" sx={{ borderRadius: 3 }}>
        <Typography id="platforms-heading" component="h2" variant="h6" sx={{ fontWeight: 700, p: 2 }}>
          On your platforms
        </Typography>
        {platform.data && <PlatformMembers members={platform.data.data} />}
        <RefreshControl mayManage={mayManage} />
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="fans-heading"
        sx={{ borderRadius: 3, overflow: 'hidden' }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography id="fans-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Fans{fans.data ? ` (${fans.data.total.toLocaleString('en')})` : ''}
          </Typography>
          <TextInput
            label="Search fans"
            value={search}
            size="small"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            placeholder="Name, e-mail or country"
            endAdornment={
              <InputAdornment position="end">
                <Search fontSize="small" />
              </InputAdornment>
            }
            sx={{ width: { xs: '100%', sm: 280 } }}
          />
        </Stack>
        {mayManage && selected.size > 0 && (
          <Stack direction="row" spacing={2} sx={{ px: 2, pb: 1.5, alignItems: 'center' }}>
            <Typography variant="body2" role="status">
              {selected.size} selected
            </Typography>
            <Button color="error" variant="outlined" size="small" onClick={() => setOpen({ kind: 'bulk-remove' })}>
              Remove selected
            </Button>
            <Button size="small" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
          </Stack>
        )}
        <TableStates
          query={fans}
          loadingLabel="Loading fans"
          emptyMessage={
            debounced.trim() ? `No fan matches “${debounced.trim()}”` : 'No fans yet: add one or import a CSV file'
          }
        />
        {fans.data && fans.data.data.length > 0 && (
          <FansTable
            fans={fans.data.data}
            selected={selected}
            mayManage={mayManage}
            onToggle={toggle}
            onTogglePage={togglePage}
            onRemove={(fan) => setOpen({ kind: 'remove', fan })}
          />
        )}
        <TablePager page={fans.data} onPageChange={setPage} />
      </Paper>

      {open?.kind === 'add' && <AddFanDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'import' && <ImportDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title="Remove this fan?"
          confirmLabel="Remove"
          dismissLabel="Keep"
          confirmColor="error"
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await remove.mutateAsync(open.fan.id);
            setSelected((current) => new Set([...current].filter((id) => id !== open.fan.id)));
            toasts.push({ message: 'Fan removed', type: 'success' });
          }}
        >
          {open.fan.name ?? open.fan.email} leaves your audience and your e-mail blasts.
        </ConfirmDialog>
      )}
      {open?.kind === 'bulk-remove' && (
        <ConfirmDialog
          title={`Remove ${selected.size} ${selected.size === 1 ? 'fan' : 'fans'}?`}
          confirmLabel="Remove"
          dismissLabel="Keep"
          confirmColor="error"
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            const answer = await bulkRemove.mutateAsync([...selected]);
            setSelected(new Set());
            toasts.push({ message: answer.message, type: 'success' });
          }}
        >
          They leave your audience and your e-mail blasts.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
