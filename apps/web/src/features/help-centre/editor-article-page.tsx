import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { OperatorOnly } from '../../app/operator-only.js';
import { pathTo } from '../../app/routes.js';
import { positiveInt } from '../../lib/format.js';
import { PageHeading } from '../../ui/page-heading.js';
import { QueryState } from '../../ui/query-state.js';
import { ArticleForm } from './article-form.js';
import { articlePath } from './article-list.js';
import { useEditorArticleQuery } from './editor-api.js';

const back = { to: pathTo('admin.help-centre'), label: 'Back to articles' };
const page = { py: { xs: 1, md: 2 }, maxWidth: 1400, minWidth: 0 } as const;

function EditArticle({ id }: { id: number }) {
  const article = useEditorArticleQuery(id);
  return (
    <QueryState
      query={article}
      what="article"
      invalidId={id === 0}
      back={back}
      loading={<Skeleton variant="rounded" height={480} aria-label="Loading the article" />}
    >
      {(shown) => (
        <Stack spacing={3} sx={page}>
          <PageHeading title="Edit article">
            {shown.published && (
              <Button component={RouterLink} to={articlePath(shown.slug)}>
                View on /support
              </Button>
            )}
          </PageHeading>
          <ArticleForm key={shown.id} article={shown} />
        </Stack>
      )}
    </QueryState>
  );
}

/** /user-portal/admin/help-centre/new and /{id}: write an article or change one. */
export default function EditorArticlePage() {
  const { id } = useParams();
  return (
    <OperatorOnly>
      {id === undefined ? (
        <Stack spacing={3} sx={page}>
          <PageHeading title="New article" />
          <ArticleForm />
        </Stack>
      ) : (
        <EditArticle id={positiveInt(id)} />
      )}
    </OperatorOnly>
  );
}
