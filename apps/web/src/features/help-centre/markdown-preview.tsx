import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { ArticleBody } from './article-body.js';
import { usePreviewQuery } from './editor-api.js';

/**
 * The body as readers will get it, rendered and sanitised by the server a moment after typing
 * stops: what the preview shows is exactly what publishing stores.
 */
export function MarkdownPreview({ body, saved }: { body: string; saved?: { body: string; html: string } }) {
  const settled = useDebouncedValue(body);
  // The body as saved needs no call: its html came with the article.
  const isSaved = saved !== undefined && settled === saved.body;
  const preview = usePreviewQuery(settled, !isSaved);
  const html = isSaved ? saved.html : preview.data?.html;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="article-preview-heading"
      sx={{ borderRadius: 2, p: 2, minWidth: 0, position: 'relative', overflow: 'hidden' }}
    >
      {!isSaved && preview.isFetching && (
        <LinearProgress aria-label="Updating the preview" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      )}
      <Stack spacing={1.5}>
        <Typography id="article-preview-heading" variant="overline" color="text.secondary" component="h2">
          Preview
        </Typography>
        {!isSaved && <ErrorAlert error={preview.error ?? undefined} />}
        {html ? (
          <ArticleBody html={html} />
        ) : (
          (isSaved || !preview.isPending) && <Typography color="text.secondary">Nothing to preview yet.</Typography>
        )}
      </Stack>
    </Paper>
  );
}
