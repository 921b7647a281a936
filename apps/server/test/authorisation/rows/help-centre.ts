import type { MatrixRows } from '../matrix-entry.js';

const ARTICLE = { ids: { id: 'helpArticle' } } as const;

/** The operator's help-centre editor: any article is the operator's to edit; everyone else is refused (403). */
export const HELP_CENTRE_ROWS: MatrixRows = {
  'GET /api/admin/help-centre/articles/:id': ARTICLE,
  'PUT /api/admin/help-centre/articles/:id': {
    ids: { id: 'helpArticle' },
    body: { title: 'Matrix article', category: 'getting-started', summary: 'From the matrix', body: 'Edited' },
  },
  'POST /api/admin/help-centre/articles/:id/publish': ARTICLE,
  'POST /api/admin/help-centre/articles/:id/unpublish': ARTICLE,
  'DELETE /api/admin/help-centre/articles/:id': { ids: { id: 'deletableHelpArticle' } },
};
