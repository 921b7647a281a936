import { useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  HELP_CATEGORIES,
  HELP_CATEGORY_LABELS,
  HELP_CENTRE_LIMITS,
  type OperatorHelpArticle,
  SaveHelpArticleRequest,
  type SaveHelpArticleInput,
  slugify,
} from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { SelectField } from '../../ui/select-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { useCreateArticleMutation, useDeleteArticleMutation, useUpdateArticleMutation } from './editor-api.js';
import { MarkdownPreview } from './markdown-preview.js';

type FormInput = SaveHelpArticleRequest;
const FIELDS = ['title', 'slug', 'category', 'summary', 'body', 'published', 'position'] as const;
const CATEGORY_OPTIONS = HELP_CATEGORIES.map((category) => ({
  value: category,
  label: HELP_CATEGORY_LABELS[category],
}));
const L = HELP_CENTRE_LIMITS;

function valuesOf(article: OperatorHelpArticle | undefined): FormInput {
  if (!article)
    return { title: '', slug: '', category: 'getting-started', summary: '', body: '', published: false, position: 0 };
  const { title, slug, category, summary, body, published, position } = article;
  return { title, slug, category, summary, body, published, position };
}

type FormControl = Control<FormInput, unknown, SaveHelpArticleInput>;

// The fields below watch what they show, so a keystroke re-renders them, not the whole form.

/** The address, with the page it gives (made from the title while it is empty on a new article). */
function AddressField({ control, savedSlug }: { control: FormControl; savedSlug?: string }) {
  const [title, slug] = useWatch({ control, name: ['title', 'slug'] });
  const address = slug?.trim() || savedSlug || slugify(title ?? '');
  const help = savedSlug
    ? `/support/articles/${address}. Changing it breaks links to the old address.`
    : `/support/articles/${address}. Leave it empty to make it from the title.`;
  return (
    <FormTextField
      control={control}
      name="slug"
      label="Address"
      fullWidth
      helperText={help}
      inputProps={{ maxLength: L.slugMax, autoCapitalize: 'none', spellCheck: false }}
    />
  );
}

function BodyField({ control }: { control: FormControl }) {
  const length = (useWatch({ control, name: 'body' }) ?? '').length;
  return (
    <FormTextField
      control={control}
      name="body"
      label="Body (markdown)"
      required
      fullWidth
      multiline
      minRows={18}
      inputProps={{ maxLength: L.bodyMax, spellCheck: true }}
      helperText={`${length.toLocaleString('en')} of ${L.bodyMax.toLocaleString('en')} characters. ## heading, **bold**, *italic*, [link](/support), - list, | table |`}
      sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 14 } }}
    />
  );
}

function LivePreview({ control, article }: { control: FormControl; article?: OperatorHelpArticle }) {
  const saved = article ? { body: article.body, html: article.html } : undefined;
  return <MarkdownPreview body={useWatch({ control, name: 'body' }) ?? ''} saved={saved} />;
}

/**
 * An article's form: title, address, category, position, summary, the markdown body beside its
 * live preview (under it on a phone), and whether it is published. Saves as a whole.
 */
export function ArticleForm({ article }: { article?: OperatorHelpArticle }) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const create = useCreateArticleMutation();
  const update = useUpdateArticleMutation();
  const remove = useDeleteArticleMutation();
  const [messages, setMessages] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<FormInput, unknown, SaveHelpArticleInput>({
    resolver: zodResolver(SaveHelpArticleRequest),
    defaultValues: valuesOf(article),
  });

  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      const saved = article
        ? await update.mutateAsync({ ...values, id: article.id })
        : await create.mutateAsync(values);
      toasts.push({ message: saved.message, type: 'success' });
      form.reset(valuesOf(saved.article));
      if (!article) void navigate(pathTo('admin.help-centre-article', { id: saved.article.id }), { replace: true });
    } catch (error) {
      setMessages(applyFieldErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={3}
      aria-label={article ? 'Edit article' : 'New article'}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={2}>
          <FormTextField control={form.control} name="title" label="Title" required fullWidth autoFocus={!article} />
          <AddressField control={form.control} savedSlug={article?.slug} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <SelectField
                  label="Category"
                  value={field.value}
                  options={CATEGORY_OPTIONS}
                  onChange={field.onChange}
                  size="medium"
                  sx={{ flex: 1 }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="position"
              render={({ field, fieldState }) => (
                <TextInput
                  label="Position"
                  type="number"
                  name={field.name}
                  value={field.value === undefined ? '' : String(field.value)}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
                  }
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  inputProps={{ min: 0, max: L.positionMax, step: 1 }}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Smaller first within the category'}
                  sx={{ width: { sm: 220 } }}
                />
              )}
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="summary"
            label="Summary"
            required
            fullWidth
            multiline
            minRows={2}
            inputProps={{ maxLength: L.summaryMax }}
            helperText="One or two sentences under the title, in lists and in search results"
          />
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <BodyField control={form.control} />
        <LivePreview control={form.control} article={article} />
      </Box>
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={field.value ? 'Published: anyone can read it' : 'Draft: only operators see it'}
          />
        )}
      />
      <ErrorAlert messages={messages} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {article ? 'Save changes' : 'Save article'}
        </Button>
        <Button component={RouterLink} to={pathTo('admin.help-centre')}>
          {form.formState.isDirty ? 'Cancel' : 'Back to articles'}
        </Button>
        {article && (
          <Button color="error" onClick={() => setDeleting(true)} sx={{ ml: { sm: 'auto' } }}>
            Delete
          </Button>
        )}
      </Stack>
      {article && deleting && (
        <ConfirmDialog
          title={`Delete “${article.title}”?`}
          confirmLabel="Delete article"
          dismissLabel="Keep it"
          confirmColor="error"
          onConfirm={async () => {
            const { message } = await remove.mutateAsync(article.id);
            toasts.push({ message, type: 'success' });
            void navigate(pathTo('admin.help-centre'), { replace: true });
          }}
          onClose={() => setDeleting(false)}
        >
          It disappears from the help centre at once, and links to it stop working. This cannot be undone.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
