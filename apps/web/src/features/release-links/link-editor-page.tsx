import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { Quicklink, QuicklinkPlatformId } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { QueryState } from '../../ui/query-state.js';
import { CoverImage } from '../../ui/cover-image.js';
import { EmptyState } from '../../ui/empty-state.js';
import { positiveInt } from '../../lib/format.js';
import { publicUrl, quicklinkApi, useQuicklinkMutation, useQuicklinkQuery } from '../../lib/quicklinks.js';
import { AddStoreForm } from './add-store-form.js';
import { CopyLinkButton } from '../../ui/copy-link-button.js';
import { StoreLinkRow } from './store-link-row.js';
import { moveItem } from './store-order.js';

/** /user-portal/release-links/:id — one smart link: its stores, their links and their order. */
export default function LinkEditorPage() {
  const id = positiveInt(useParams().id);
  const link = useQuicklinkQuery(id);
  const back = (
    <Button
      component={RouterLink}
      to={pathTo('portal.release-links')}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Release links
    </Button>
  );
  return (
    <QueryState
      query={link}
      what="smart link"
      invalidId={id === 0}
      back={{ to: pathTo('portal.release-links'), label: 'Release links' }}
      loading={
        <Stack spacing={2} sx={{ py: 2 }}>
          {back}
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={300} />
        </Stack>
      }
    >
      {(data) => (
        <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1000 }}>
          {back}
          <LinkEditor link={data} />
        </Stack>
      )}
    </QueryState>
  );
}

function LinkEditor({ link }: { link: Quicklink }) {
  const toasts = useToasts();
  const dragged = useRef<number | null>(null);
  const [pending, setPending] = useState(false);
  const [moved, setMoved] = useState<{ platform: string; direction: 'up' | 'down' } | null>(null);
  const edit = useQuicklinkMutation(quicklinkApi.edit);
  const editStore = useQuicklinkMutation(quicklinkApi.editStore);
  const removeStore = useQuicklinkMutation(quicklinkApi.removeStore);
  const order = useQuicklinkMutation(quicklinkApi.order);
  const url = publicUrl(location.origin, link.public_path);
  const enabled = new Set<string>(link.enabledStores);
  const platforms = link.stores.map((store) => store.platform);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await action();
      toasts.push({ message: done, type: 'success' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const move = (from: number, to: number, byKeyboard = false) => {
    if (to < 0 || to >= platforms.length || from === to) return;
    setMoved(byKeyboard ? { platform: platforms[from]!, direction: to < from ? 'up' : 'down' } : null);
    void run(() => order.mutateAsync({ id: link.id, order: moveItem(platforms, from, to) }), 'Order saved');
  };
  const toggle = (platform: QuicklinkPlatformId, show: boolean) => {
    const next = platforms.filter((item) => (item === platform ? show : enabled.has(item)));
    void run(() => edit.mutateAsync({ id: link.id, enabledStores: next }), show ? 'Store shown' : 'Store hidden');
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <CoverImage url={link.release.cover} size={96} alt={`Cover of ${link.release.title}`} />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {link.release.title || 'Untitled release'}
          </Typography>
          <Typography color="text.secondary">{link.release.artists.join(', ')}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {url}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            <CopyLinkButton url={url} label="Copy public link" />
            <Button
              size="small"
              variant="outlined"
              startIcon={<OpenInNew />}
              href={link.public_path}
              target="_blank"
              rel="noopener"
            >
              Open
            </Button>
            <FormControlLabel
              label={link.status === 'active' ? 'Public page on' : 'Public page off'}
              control={
                <Switch
                  checked={link.status === 'active'}
                  disabled={pending}
                  onChange={(event) =>
                    run(
                      () => edit.mutateAsync({ id: link.id, status: event.target.checked ? 'active' : 'inactive' }),
                      'Link saved',
                    )
                  }
                />
              }
            />
          </Stack>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 1 }} spacing={0.5}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Stores
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Fans see the checked stores in this order. Drag a row or use the arrows to reorder.
          </Typography>
        </Stack>
        {link.stores.length === 0 ? (
          <EmptyState />
        ) : (
          <List aria-label="Store links" aria-busy={pending}>
            {link.stores.map((store, index) => (
              <StoreLinkRow
                key={store.platform}
                name={store.name}
                url={store.url}
                enabled={enabled.has(store.platform)}
                index={index}
                count={link.stores.length}
                busy={pending}
                refocus={moved?.platform === store.platform ? moved.direction : null}
                onSaveUrl={(next) =>
                  run(() => editStore.mutateAsync({ id: link.id, platform: store.platform, url: next }), 'Link saved')
                }
                onToggle={(show) => toggle(store.platform, show)}
                onMove={(to) => move(index, to, true)}
                onRemove={() =>
                  run(() => removeStore.mutateAsync({ id: link.id, platform: store.platform }), `${store.name} removed`)
                }
                onDragStart={(from) => {
                  dragged.current = from;
                }}
                onDropAt={(to) => {
                  if (dragged.current !== null) move(dragged.current, to);
                  dragged.current = null;
                }}
              />
            ))}
          </List>
        )}
        <Stack sx={{ p: { xs: 2, sm: 3 }, pt: 1 }}>
          <AddStoreForm
            listed={platforms}
            releaseTitle={`${link.release.title} ${link.release.artists[0] ?? ''}`.trim()}
            busy={pending}
            onAdd={(platform, next) =>
              run(() => editStore.mutateAsync({ id: link.id, platform, url: next }), 'Store added at the top')
            }
          />
        </Stack>
      </Paper>
    </>
  );
}
