import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HelpArticlePreview,
  HelpArticleSaved,
  OkResponse,
  OperatorHelpArticle,
  OperatorHelpArticlePage,
  type HelpArticleStatus,
  type HelpCategory,
  type SaveHelpArticleInput,
} from '@liner/domain';
import { http } from '../../lib/http.js';

/** The operator's help-centre editor (server: modules/help-centre, api/admin/help-centre). */
const BASE = '/api/admin/help-centre';

export interface EditorListFilters {
  status: HelpArticleStatus;
  page: number;
  q?: string;
  category?: HelpCategory;
}

export const editorApi = {
  list: (filters: EditorListFilters) => http.get(`${BASE}/articles`, OperatorHelpArticlePage, { ...filters }),
  single: (id: number) => http.get(`${BASE}/articles/${id}`, OperatorHelpArticle),
  create: (body: SaveHelpArticleInput) => http.post(`${BASE}/articles`, body, HelpArticleSaved),
  update: ({ id, ...body }: SaveHelpArticleInput & { id: number }) =>
    http.put(`${BASE}/articles/${id}`, body, HelpArticleSaved),
  setPublished: ({ id, published }: { id: number; published: boolean }) =>
    http.post(`${BASE}/articles/${id}/${published ? 'publish' : 'unpublish'}`, {}, HelpArticleSaved),
  remove: (id: number) => http.delete(`${BASE}/articles/${id}`, OkResponse),
  preview: (body: string) => http.post(`${BASE}/preview`, { body }, HelpArticlePreview),
};

const keys = {
  all: ['help-centre-editor'] as const,
  list: (filters: EditorListFilters) => ['help-centre-editor', 'list', filters] as const,
  one: (id: number) => ['help-centre-editor', 'one', id] as const,
  preview: (body: string) => ['help-centre-editor', 'preview', body] as const,
};

export function useEditorArticlesQuery(filters: EditorListFilters) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: () => editorApi.list(filters),
    placeholderData: keepPreviousData,
  });
}

export function useEditorArticleQuery(id: number) {
  return useQuery({ queryKey: keys.one(id), queryFn: () => editorApi.single(id), enabled: id > 0 });
}

/** The html the markdown would publish; the last answer stays while the next one is on its way. */
export function usePreviewQuery(body: string, enabled = true) {
  return useQuery({
    queryKey: keys.preview(body),
    queryFn: () => editorApi.preview(body),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useInvalidateEditor() {
  const queryClient = useQueryClient();
  // The public pages read the same articles: drop what they hold too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: ['help-centre'] }),
    ]);
}

export function useCreateArticleMutation() {
  return useMutation({ mutationFn: editorApi.create, onSuccess: useInvalidateEditor() });
}

export function useUpdateArticleMutation() {
  return useMutation({ mutationFn: editorApi.update, onSuccess: useInvalidateEditor() });
}

export function useSetPublishedMutation() {
  return useMutation({ mutationFn: editorApi.setPublished, onSuccess: useInvalidateEditor() });
}

/** Lists only: the deleted article's own page is left, so it does not ask for it again and show "not found". */
export function useDeleteArticleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editorApi.remove,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['help-centre-editor', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['help-centre'] }),
      ]),
  });
}
