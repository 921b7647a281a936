import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HELP_CATEGORIES, HELP_CATEGORY_LABELS, type HelpArticleSummary, type HelpSnippetPart } from '@liner/domain';
import { pathTo } from '../../app/routes.js';

export const articlePath = (slug: string) => pathTo('support.article', { slug });

function ArticleLink({
  article,
  isLast,
  children,
}: {
  article: HelpArticleSummary;
  isLast: boolean;
  children?: React.ReactNode;
}) {
  return (
    <ListItemButton
      component={RouterLink}
      to={articlePath(article.slug)}
      divider={!isLast}
      sx={{ py: 1.5, display: 'block' }}
    >
      <Typography sx={{ fontWeight: 600 }}>{article.title}</Typography>
      {children ?? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {article.summary}
        </Typography>
      )}
    </ListItemButton>
  );
}

/** The published articles, one card per category in the help centre's order; empty categories are left out. */
export function ArticleGroups({ articles }: { articles: readonly HelpArticleSummary[] }) {
  const groups = HELP_CATEGORIES.map((category) => ({
    category,
    articles: articles.filter((article) => article.category === category),
  })).filter((group) => group.articles.length > 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {groups.map((group) => (
        <Paper
          key={group.category}
          variant="outlined"
          component="section"
          aria-labelledby={`help-${group.category}`}
          sx={{ borderRadius: 3, overflow: 'hidden' }}
        >
          <Typography
            id={`help-${group.category}`}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, px: 2, pt: 2, pb: 1 }}
          >
            {HELP_CATEGORY_LABELS[group.category]}
          </Typography>
          <List disablePadding aria-labelledby={`help-${group.category}`}>
            {group.articles.map((article, index) => (
              <ArticleLink key={article.slug} article={article} isLast={index === group.articles.length - 1} />
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}

/** A passage of the body with the searched words marked. */
export function Snippet({ parts }: { parts: readonly HelpSnippetPart[] }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
      {'… '}
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move
          <Box component="mark" key={index} sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move
          <span key={index}>{part.text}</span>
        ),
      )}
      {' …'}
    </Typography>
  );
}

/** Search results, best first: each with its category and the passage that matched. */
export function SearchResults({ articles }: { articles: readonly HelpArticleSummary[] }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <List disablePadding aria-label="Search results">
        {articles.map((article, index) => (
          <ArticleLink key={article.slug} article={article} isLast={index === articles.length - 1}>
            <Stack spacing={0.25}>
              <Typography variant="caption" color="text.secondary">
                {HELP_CATEGORY_LABELS[article.category]}
              </Typography>
              {article.snippet?.some((part) => part.match) ? (
                <Snippet parts={article.snippet} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {article.summary}
                </Typography>
              )}
            </Stack>
          </ArticleLink>
        ))}
      </List>
    </Paper>
  );
}
