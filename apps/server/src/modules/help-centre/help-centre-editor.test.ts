import {
  HELP_CENTRE_LIMITS,
  HELP_CENTRE_MESSAGES,
  type OperatorHelpArticle,
  type OperatorHelpArticlePage,
} from '@liner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { ADMIN_ARTICLES, callHelpCentre, PUBLIC_ARTICLES, TEST_ARTICLE, writeTestArticle } from './testing.js';

describe("the operator's help-centre editor", () => {
  let ctx: TestContext;
  let operator: CreatedUser;
  let artist: CreatedUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    [operator, artist] = await Promise.all([
      createUser(ctx, { isAdmin: true, firstName: 'Olive', lastName: 'Operator' }),
      createUser(ctx),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const publicStatus = async (slug: string) =>
    (await callHelpCentre(ctx, null, 'GET', `${PUBLIC_ARTICLES}/${slug}`)).statusCode;
  const put = (id: number, fields: Record<string, unknown>) =>
    callHelpCentre(ctx, operator, 'PUT', `${ADMIN_ARTICLES}/${id}`, { ...TEST_ARTICLE, ...fields });

  it('refuses every editor call to an artist (403) and to nobody (401)', async () => {
    const article = await writeTestArticle(ctx, operator, { title: 'Guarded article' });
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', ADMIN_ARTICLES],
      ['GET', `${ADMIN_ARTICLES}/${article.id}`],
      ['POST', ADMIN_ARTICLES, TEST_ARTICLE],
      ['PUT', `${ADMIN_ARTICLES}/${article.id}`, TEST_ARTICLE],
      ['POST', `${ADMIN_ARTICLES}/${article.id}/publish`],
      ['POST', `${ADMIN_ARTICLES}/${article.id}/unpublish`],
      ['DELETE', `${ADMIN_ARTICLES}/${article.id}`],
      ['POST', '/api/admin/help-centre/preview', { body: '# Hi' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await callHelpCentre(ctx, artist, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await callHelpCentre(ctx, null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await publicStatus('guarded-article')).toBe(200);
  });

  it('writes an article: the slug from the title, the author, the markdown kept and the html rendered', async () => {
    const res = await callHelpCentre(ctx, operator, 'POST', ADMIN_ARTICLES, {
      ...TEST_ARTICLE,
      title: '  ISRC & UPC: what’s the difference?  ',
      category: 'releases-delivery',
      body: '## Codes\n\nAn **ISRC** names a recording. <script>alert(1)</script>',
      published: false,
      position: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, article } = res.json<{ message: string; article: OperatorHelpArticle }>();
    expect(message).toBe(HELP_CENTRE_MESSAGES.created);
    expect(article).toMatchObject({
      slug: 'isrc-and-upc-what-s-the-difference',
      title: 'ISRC & UPC: what’s the difference?',
      category: 'releases-delivery',
      published: false,
      published_at: null,
      position: 3,
      author: { id: operator.user.id, name: 'Olive Operator' },
      body: '## Codes\n\nAn **ISRC** names a recording. <script>alert(1)</script>',
      html: '<h2>Codes</h2>\n<p>An <strong>ISRC</strong> names a recording. </p>',
    });
  });

  it('numbers a slug made from a title already used, and refuses a typed slug already used (422 on slug)', async () => {
    const first = await writeTestArticle(ctx, operator, { title: 'Same title' });
    const second = await writeTestArticle(ctx, operator, { title: 'Same title' });
    const third = await writeTestArticle(ctx, operator, { title: 'Same title' });
    expect([first.slug, second.slug, third.slug]).toEqual(['same-title', 'same-title-2', 'same-title-3']);

    const taken = await callHelpCentre(ctx, operator, 'POST', ADMIN_ARTICLES, { ...TEST_ARTICLE, slug: 'same-title' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: [HELP_CENTRE_MESSAGES.slugTaken] });

    const renamed = await put(second.id, { slug: 'same-title-3' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ slug: [HELP_CENTRE_MESSAGES.slugTaken] });
  });

  it('refuses bad fields with a message on each', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'ab' }, 'title', HELP_CENTRE_MESSAGES.title],
      [{ title: 'x'.repeat(HELP_CENTRE_LIMITS.titleMax + 1) }, 'title', HELP_CENTRE_MESSAGES.title],
      [{ title: 'Line\nbreak' }, 'title', 'Remove the control characters from this text'],
      [{ slug: 'Not A Slug' }, 'slug', HELP_CENTRE_MESSAGES.slug],
      [{ slug: 'double--hyphen' }, 'slug', HELP_CENTRE_MESSAGES.slug],
      [{ slug: `a${'-b'.repeat(60)}` }, 'slug', HELP_CENTRE_MESSAGES.slugLength],
      [{ category: 'billing' }, 'category', HELP_CENTRE_MESSAGES.category],
      [{ summary: '' }, 'summary', HELP_CENTRE_MESSAGES.summary],
      [{ summary: 's'.repeat(HELP_CENTRE_LIMITS.summaryMax + 1) }, 'summary', HELP_CENTRE_MESSAGES.summary],
      [{ body: '   \n ' }, 'body', HELP_CENTRE_MESSAGES.body],
      [{ body: 'b'.repeat(HELP_CENTRE_LIMITS.bodyMax + 1) }, 'body', HELP_CENTRE_MESSAGES.body],
      [{ body: 42 }, 'body', HELP_CENTRE_MESSAGES.body],
      [{ published: 'yes' }, 'published', HELP_CENTRE_MESSAGES.published],
      [{ position: -1 }, 'position', HELP_CENTRE_MESSAGES.position],
      [{ position: 1.5 }, 'position', HELP_CENTRE_MESSAGES.position],
      [{ position: '3' }, 'position', HELP_CENTRE_MESSAGES.position],
    ];
    for (const [fields, field, message] of cases) {
      const res = await callHelpCentre(ctx, operator, 'POST', ADMIN_ARTICLES, { ...TEST_ARTICLE, ...fields });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(res.json().errors, JSON.stringify(fields).slice(0, 80)).toEqual({ [field]: [message] });
    }
    const missing = await callHelpCentre(ctx, operator, 'POST', ADMIN_ARTICLES, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['body', 'category', 'summary', 'title']);
  });

  it('takes a body of exactly 50,000 characters', async () => {
    const article = await writeTestArticle(ctx, operator, {
      title: 'Longest article',
      body: 'word '.repeat(HELP_CENTRE_LIMITS.bodyMax / 5),
    });
    expect(article.body).toHaveLength(HELP_CENTRE_LIMITS.bodyMax);
  });

  it('updates every field, keeping the address when no slug is sent', async () => {
    const article = await writeTestArticle(ctx, operator, { title: 'Old title' });
    const res = await put(article.id, {
      title: 'New title',
      category: 'account-security',
      summary: 'New summary',
      body: 'New *body*',
      position: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(HELP_CENTRE_MESSAGES.updated);
    expect(res.json().article).toMatchObject({
      id: article.id,
      slug: 'old-title',
      title: 'New title',
      category: 'account-security',
      summary: 'New summary',
      body: 'New *body*',
      html: '<p>New <em>body</em></p>',
      position: 7,
      published_at: article.published_at,
    });
    const moved = await put(article.id, { slug: 'new-title' });
    expect(moved.json().article.slug).toBe('new-title');
    expect(await publicStatus('old-title')).toBe(404);
    expect(await publicStatus('new-title')).toBe(200);
  });

  it('answers 404 to an unknown article and 422 to an id that is not one', async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['PUT', ''],
      ['POST', '/publish'],
      ['POST', '/unpublish'],
      ['DELETE', ''],
    ] as const) {
      const payload = method === 'PUT' ? TEST_ARTICLE : undefined;
      const unknown = await callHelpCentre(ctx, operator, method, `${ADMIN_ARTICLES}/999999${suffix}`, payload);
      expect(unknown.statusCode, `${method} ${suffix}`).toBe(404);
      expect(unknown.json().message).toBe(HELP_CENTRE_MESSAGES.notFound);
      const malformed = await callHelpCentre(ctx, operator, method, `${ADMIN_ARTICLES}/abc${suffix}`, payload);
      expect(malformed.statusCode, `${method} ${suffix}`).toBe(422);
      expect(Object.keys(malformed.json().errors)).toEqual(['id']);
    }
  });

  it('publishes and unpublishes: the public sees the article only while it is published', async () => {
    const draft = await writeTestArticle(ctx, operator, { title: 'Draft to publish', published: false });
    expect(await publicStatus(draft.slug)).toBe(404);
    ctx.clock.advanceDays(1);
    const published = await callHelpCentre(ctx, operator, 'POST', `${ADMIN_ARTICLES}/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      message: HELP_CENTRE_MESSAGES.publishDone,
      article: { published: true, published_at: expect.any(String), updated_at: draft.updated_at },
    });
    expect(await publicStatus(draft.slug)).toBe(200);
    const again = await callHelpCentre(ctx, operator, 'POST', `${ADMIN_ARTICLES}/${draft.id}/publish`);
    expect(again.json().article.published_at).toBe(published.json().article.published_at);

    const unpublished = await callHelpCentre(ctx, operator, 'POST', `${ADMIN_ARTICLES}/${draft.id}/unpublish`);
    expect(unpublished.json()).toMatchObject({
      message: HELP_CENTRE_MESSAGES.unpublishDone,
      article: { published: false, published_at: null },
    });
    expect(await publicStatus(draft.slug)).toBe(404);
  });

  it('lists drafts and published articles to the operator, by state and by search', async () => {
    await writeTestArticle(ctx, operator, { title: 'Listed draft', body: 'zeppelin', published: false });
    const get = async (query: string) => {
      const res = await callHelpCentre(ctx, operator, 'GET', `${ADMIN_ARTICLES}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<OperatorHelpArticlePage>();
    };
    const drafts = await get('?status=draft&per_page=100');
    expect(drafts.data.every((article) => !article.published)).toBe(true);
    expect(drafts.data.map((article) => article.title)).toContain('Listed draft');
    const published = await get('?status=published&per_page=100');
    expect(published.data.every((article) => article.published)).toBe(true);
    const all = await get('?per_page=100');
    expect(all.total).toBe(drafts.total + published.total);
    const found = await get('?q=zeppelin');
    expect(found.data.map((article) => article.title)).toEqual(['Listed draft']);
    expect(found.data[0]).not.toHaveProperty('body');
    expect((await callHelpCentre(ctx, operator, 'GET', `${ADMIN_ARTICLES}?status=hidden`)).statusCode).toBe(422);
  });

  it('deletes an article for good and frees its address', async () => {
    const article = await writeTestArticle(ctx, operator, { title: 'Short lived' });
    const res = await callHelpCentre(ctx, operator, 'DELETE', `${ADMIN_ARTICLES}/${article.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(HELP_CENTRE_MESSAGES.deleted);
    expect(await publicStatus('short-lived')).toBe(404);
    expect((await callHelpCentre(ctx, operator, 'GET', `${ADMIN_ARTICLES}/${article.id}`)).statusCode).toBe(404);
    expect((await writeTestArticle(ctx, operator, { title: 'Short lived' })).slug).toBe('short-lived');
  });

  it('previews markdown as it would publish, sanitised, saving nothing', async () => {
    const before = await callHelpCentre(ctx, operator, 'GET', ADMIN_ARTICLES);
    const res = await callHelpCentre(ctx, operator, 'POST', '/api/admin/help-centre/preview', {
      body: '# Title\n\n<img src=x onerror=alert(1)><script>alert(1)</script>[docs](https://example.com)',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().html).toBe(
      '<h2>Title</h2>\n<p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">docs</a></p>',
    );
    expect(
      (await callHelpCentre(ctx, operator, 'POST', '/api/admin/help-centre/preview', { body: '' })).json(),
    ).toEqual({ html: '' });
    const tooLong = await callHelpCentre(ctx, operator, 'POST', '/api/admin/help-centre/preview', {
      body: 'b'.repeat(HELP_CENTRE_LIMITS.bodyMax + 1),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ body: [HELP_CENTRE_MESSAGES.body] });
    const deep = await callHelpCentre(ctx, operator, 'POST', '/api/admin/help-centre/preview', {
      body: '> '.repeat(20_000),
    });
    expect(deep.statusCode).toBe(422);
    expect(deep.json().errors).toEqual({ body: [HELP_CENTRE_MESSAGES.bodyNesting] });
    const after = await callHelpCentre(ctx, operator, 'GET', ADMIN_ARTICLES);
    expect(after.json().total).toBe(before.json().total);
  });
});
