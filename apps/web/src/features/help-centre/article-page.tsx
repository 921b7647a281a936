import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HELP_CATEGORY_LABELS, type HelpArticle } from '@liner/domain';
import { applyPageMeta } from '../../app/page-meta.js';
import { pathTo } from '../../app/routes.js';
import { formatDay } from '../../lib/format.js';
import { QueryState } from '../../ui/query-state.js';
import { useHelpArticleQuery, useHelpArticlesQuery } from './api.js';
import { ArticleBody } from './article-body.js';
import { articlePath } from './article-list.js';

const topicPath = (article: HelpArticle) => `${pathTo('support.index')}?topic=${article.category}`;

/** The other published articles of the same category, a few. */
function MoreInCategory({ article }: { article: HelpArticle }) {
  const others = useHelpArticlesQuery({ category: article.category });
  const shown = (others.data?.data ?? []).filter((other) => other.slug !== article.slug).slice(0, 5);
  if (shown.length === 0) return null;
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-labelledby="more-articles"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Typography id="more-articles" component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 2, pb: 1 }}>
        More in {HELP_CATEGORY_LABELS[article.category]}
      </Typography>
      <List disablePadding>
        {shown.map((other) => (
          <ListItemButton key={other.slug} component={RouterLink} to={articlePath(other.slug)} divider>
            {other.title}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

function Article({ article }: { article: HelpArticle }) {
  useEffect(() => applyPageMeta(article.title, article.summary), [article.title, article.summary]);
  return (
    <Stack spacing={4}>
      <Stack spacing={1.5} component="header">
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to={pathTo('support.index')}>
            Support
          </Link>
          {' › '}
          <Link component={RouterLink} to={topicPath(article)}>
            {HELP_CATEGORY_LABELS[article.category]}
          </Link>
        </Typography>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 800, overflowWrap: 'anywhere' }}
        >
          {article.title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {article.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Updated {formatDay(article.updated_at)}
        </Typography>
      </Stack>
      <ArticleBody html={article.html} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography>Still stuck? Our team answers by e-mail.</Typography>
          <Button variant="contained" component={RouterLink} to={pathTo('support.contact')} sx={{ flexShrink: 0 }}>
            Contact support
          </Button>
        </Stack>
      </Paper>
      <MoreInCategory article={article} />
    </Stack>
  );
}

/** /support/articles/{slug}: one published article of the help centre. */
export default function ArticlePage() {
  const slug = useParams().slug ?? '';
  const article = useHelpArticleQuery(slug);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <QueryState
        query={article}
        what="article"
        invalidId={slug === ''}
        back={{ to: pathTo('support.index'), label: 'Back to the help centre' }}
        loading={
          <Stack spacing={2} aria-busy="true" aria-label="Loading the article">
            <Skeleton variant="text" height={56} width="70%" />
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="rounded" height={320} />
          </Stack>
        }
      >
        {(shown) => <Article article={shown} />}
      </QueryState>
    </Container>
  );
}
