import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { HELP_CATEGORIES, HELP_CATEGORY_LABELS, HELP_CENTRE_LIMITS, type HelpCategory } from '@liner/domain';
import { EmptyState } from '../../ui/empty-state.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { TextInput } from '../../ui/text-input.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { useHelpArticlesQuery } from './api.js';
import { ArticleGroups, SearchResults } from './article-list.js';

const isCategory = (value: string | null): value is HelpCategory =>
  HELP_CATEGORIES.some((category) => category === value);

/**
 * The help centre on /support: a search over every published article and the list by category.
 * The search and the topic live in the address (?q=, ?topic=), so going back from an article
 * finds the same results.
 */
export function HelpCentreSection() {
  const [params, setParams] = useSearchParams();
  const topicParam = params.get('topic');
  const topic = isCategory(topicParam) ? topicParam : undefined;
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.trim());

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('q', search);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
    setPage(1);
  }, [search, setParams]);

  const chooseTopic = (next: HelpCategory | undefined) => {
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('topic', next);
        else changed.delete('topic');
        return changed;
      },
      { replace: true },
    );
    setPage(1);
  };

  const articles = useHelpArticlesQuery({ q: search || undefined, category: topic, page });
  const found = articles.data?.data ?? [];
  const emptyMessage = search
    ? `No article matches “${search}”. Try other words, or write to us below.`
    : 'No help articles yet.';

  return (
    <Stack component="section" spacing={2} aria-labelledby="help-centre-heading">
      <Typography id="help-centre-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Help centre
      </Typography>
      <TextInput
        label="Search the help centre"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        fullWidth
        placeholder="payouts, ISRC, two-step verification…"
        inputProps={{ maxLength: HELP_CENTRE_LIMITS.searchMax, enterKeyHint: 'search' }}
        endAdornment={<SearchIcon color="action" aria-hidden />}
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        role="group"
        aria-label="Topics"
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        <Chip
          label="All topics"
          clickable
          color={topic ? 'default' : 'primary'}
          variant={topic ? 'outlined' : 'filled'}
          aria-pressed={!topic}
          onClick={() => chooseTopic(undefined)}
        />
        {HELP_CATEGORIES.map((category) => (
          <Chip
            key={category}
            label={HELP_CATEGORY_LABELS[category]}
            clickable
            color={topic === category ? 'primary' : 'default'}
            variant={topic === category ? 'filled' : 'outlined'}
            aria-pressed={topic === category}
            onClick={() => chooseTopic(topic === category ? undefined : category)}
          />
        ))}
      </Stack>
      {search && articles.data && (
        <Typography role="status" variant="body2" color="text.secondary">
          {articles.data.total === 1 ? '1 article found' : `${articles.data.total} articles found`}
        </Typography>
      )}
      <div aria-busy={articles.isFetching}>
        {(articles.isPending || articles.isError) && (
          <Paper variant="outlined" sx={{ borderRadius: 3 }}>
            <TableStates query={articles} loadingLabel="Loading help articles" />
          </Paper>
        )}
        {articles.data && found.length === 0 && (
          <Paper variant="outlined" sx={{ borderRadius: 3 }}>
            <EmptyState message={emptyMessage} />
          </Paper>
        )}
        {found.length > 0 && (search ? <SearchResults articles={found} /> : <ArticleGroups articles={found} />)}
        <TablePager page={articles.data} onPageChange={setPage} />
      </div>
    </Stack>
  );
}
