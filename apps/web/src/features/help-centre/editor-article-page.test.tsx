import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HELP_CENTRE_MESSAGES } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import EditorArticlePage from './editor-article-page.js';
import { operatorArticleFixture } from './help-centre-fixtures.js';

const ADMIN = '/api/admin/help-centre';
const operator = () => meFixture({ adminAccess: true });

describe('EditorArticlePage', () => {
  it('writes a new article: contract checks first, the live preview, then saves and opens it for editing', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': operator,
      [`POST ${ADMIN}/preview`]: (request) => ({
        html: (request.body as { body: string }).body ? '<h2>Steps</h2><p>Upload <strong>first</strong></p>' : '',
      }),
      [`POST ${ADMIN}/articles`]: (request) => ({
        message: 'Article saved',
        article: operatorArticleFixture({ id: 12, ...(request.body as object) }),
      }),
    });
    const { router } = renderAt(<EditorArticlePage />, { path: '/user-portal/admin/help-centre/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save article' }));
    expect(await screen.findByText(HELP_CENTRE_MESSAGES.title)).toBeInTheDocument();
    expect(api.sent(`POST ${ADMIN}/articles`)).toHaveLength(0);

    // Pasted, not typed key by key: the shared machines are slow, and typing is not what this tests.
    const fill = async (label: RegExp, value: string) => {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(value);
    };
    await fill(/^Title/, 'How to deliver');
    expect(screen.getByText(/\/support\/articles\/how-to-deliver\. Leave it empty/)).toBeInTheDocument();
    await fill(/^Summary/, 'The steps.');
    await fill(/^Body \(markdown\)/, '## Steps');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Steps' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: 'Save article' }));

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/user-portal/admin/help-centre/new'), WAIT);
    expect(api.sent(`POST ${ADMIN}/articles`)[0].body).toEqual({
      title: 'How to deliver',
      slug: '',
      category: 'getting-started',
      summary: 'The steps.',
      body: '## Steps',
      published: true,
      position: 0,
    });
    expect(router.state.location.pathname).toBe('/user-portal/admin/help-centre/12');
  });

  it('edits an article and puts the server’s slug message under the address field', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': operator,
      [`GET ${ADMIN}/articles/7`]: () => operatorArticleFixture(),
      [`PUT ${ADMIN}/articles/7`]: () =>
        answer(422, { message: HELP_CENTRE_MESSAGES.slugTaken, errors: { slug: [HELP_CENTRE_MESSAGES.slugTaken] } }),
    });
    renderAt(<EditorArticlePage />, {
      path: '/user-portal/admin/help-centre/:id',
      at: '/user-portal/admin/help-centre/7',
    });
    const address = await screen.findByLabelText('Address');
    expect(address).toHaveValue('when-payouts-happen');
    // The saved body's html came with the article: the preview shows it without a call.
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('15th').tagName).toBe('STRONG');
    expect(api.sent(`POST ${ADMIN}/preview`)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'View on /support' })).toHaveAttribute(
      'href',
      '/support/articles/when-payouts-happen',
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'reading-statements');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(HELP_CENTRE_MESSAGES.slugTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(`PUT ${ADMIN}/articles/7`)[0].body).toMatchObject({ slug: 'reading-statements', position: 1 });
  });

  it('says the article does not exist for an unknown id', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': operator,
      [`GET ${ADMIN}/articles/99`]: () => answer(404, { message: 'No such article' }),
    });
    renderAt(<EditorArticlePage />, {
      path: '/user-portal/admin/help-centre/:id',
      at: '/user-portal/admin/help-centre/99',
    });
    expect(await screen.findByRole('link', { name: 'Back to articles' })).toHaveAttribute(
      'href',
      '/user-portal/admin/help-centre',
    );
  });
});
