import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { visuallyHidden } from '@mui/utils';
import {
  HELP_CATEGORIES,
  HELP_CATEGORY_LABELS,
  HELP_CENTRE_LIMITS,
  type HelpArticleStatus,
  type HelpCategory,
  type OperatorHelpArticleSummary,
} from '@liner/domain';
import { OperatorOnly } from '../../app/operator-only.js';
import { pathTo } from '../../app/routes.js';
import { formatDay } from '../../lib/format.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { PageHeading } from '../../ui/page-heading.js';
import { SelectField } from '../../ui/select-field.js';
import { errorMessages } from '../../ui/server-errors.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { articlePath } from './article-list.js';
import { useDeleteArticleMutation, useEditorArticlesQuery, useSetPublishedMutation } from './editor-api.js';

/** /user-portal/admin/help-centre — the operator's articles, drafts included: publish, edit, delete. */
export default function EditorListPage() {
  return (
    <OperatorOnly>
      <EditorList />
    </OperatorOnly>
  );
}

const STATES: { value: HelpArticleStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];
const CATEGORY_OPTIONS = [
  { value: '', label: 'Every category' },
  ...HELP_CATEGORIES.map((category) => ({ value: category, label: HELP_CATEGORY_LABELS[category] })),
];
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

export const editPath = (id: number) => pathTo('admin.help-centre-article', { id });

function PublishedSwitch({ article }: { article: OperatorHelpArticleSummary }) {
  const setPublished = useSetPublishedMutation();
  const toasts = useToasts();
  const toggle = async () => {
    try {
      const { message } = await setPublished.mutateAsync({ id: article.id, published: !article.published });
      toasts.push({ message, type: 'success' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join(' '), type: 'error' });
    }
  };
  return (
    <Switch
      checked={article.published}
      disabled={setPublished.isPending}
      onChange={() => void toggle()}
      slotProps={{ input: { 'aria-label': `Published: ${article.title}` } }}
    />
  );
}

function EditorList() {
  const [status, setStatus] = useState<HelpArticleStatus>('all');
  const [category, setCategory] = useState<HelpCategory | ''>('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.trim());
  const articles = useEditorArticlesQuery({
    status,
    page,
    q: search || undefined,
    category: category || undefined,
  });
  const [deleting, setDeleting] = useState<OperatorHelpArticleSummary | null>(null);
  const remove = useDeleteArticleMutation();
  const toasts = useToasts();
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <PageHeading title="Help centre">
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathTo('admin.help-centre-new')}>
          New article
        </Button>
      </PageHeading>
      <Typography color="text.secondary">
        Articles anyone reads at{' '}
        <Link component={RouterLink} to={pathTo('support.index')}>
          /support
        </Link>
        . A draft stays here until you publish it.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Search articles"
          type="search"
          size="small"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setPage(1);
          }}
          inputProps={{ maxLength: HELP_CENTRE_LIMITS.searchMax }}
          sx={{ flex: 1 }}
        />
        <SelectField
          label="Category"
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={(value) => {
            setCategory(value as HelpCategory | '');
            setPage(1);
          }}
        />
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Tabs
          value={status}
          onChange={(_, next: HelpArticleStatus) => {
            setStatus(next);
            setPage(1);
          }}
          aria-label="Article states"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {STATES.map((state) => (
            <Tab key={state.value} value={state.value} label={state.label} />
          ))}
        </Tabs>
        <TableStates
          query={articles}
          loadingLabel="Loading articles"
          emptyMessage={search || category ? 'No article matches.' : 'No article yet. Write one with New article.'}
        />
        {articles.data && articles.data.data.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Articles">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell sx={WIDE}>Category</TableCell>
                  <TableCell sx={WIDE}>Updated</TableCell>
                  <TableCell>Published</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {articles.data.data.map((article) => (
                  <TableRow key={article.id} hover>
                    <TableCell sx={{ minWidth: 0, maxWidth: 420, overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={editPath(article.id)} sx={{ fontWeight: 600 }}>
                        {article.title}
                      </Link>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="p"
                        noWrap
                        sx={{ display: { xs: 'none', sm: 'block' } }}
                      >
                        /support/articles/{article.slug}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="p"
                        sx={{ display: { md: 'none' } }}
                      >
                        {HELP_CATEGORY_LABELS[article.category]}
                      </Typography>
                    </TableCell>
                    <TableCell sx={WIDE}>{HELP_CATEGORY_LABELS[article.category]}</TableCell>
                    <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{formatDay(article.updated_at)}</TableCell>
                    <TableCell>
                      <PublishedSwitch article={article} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {article.published && (
                        <Button
                          size="small"
                          component={RouterLink}
                          to={articlePath(article.slug)}
                          aria-label={`View ${article.title}`}
                          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                        >
                          View
                        </Button>
                      )}
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(article)}
                        aria-label={`Delete ${article.title}`}
                      >
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePager page={articles.data} onPageChange={setPage} />
      </Paper>
      {deleting && (
        <ConfirmDialog
          title={`Delete “${deleting.title}”?`}
          confirmLabel="Delete article"
          dismissLabel="Keep it"
          confirmColor="error"
          onConfirm={async () => {
            const { message } = await remove.mutateAsync(deleting.id);
            toasts.push({ message, type: 'success' });
          }}
          onClose={() => setDeleting(null)}
        >
          It disappears from the help centre at once, and links to it stop working. This cannot be undone.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
