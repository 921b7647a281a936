import { HELP_CENTRE_LIMITS, HELP_CENTRE_MESSAGES, type HelpArticle, type HelpArticlePage } from '@liner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { callHelpCentre, PUBLIC_ARTICLES, writeTestArticle } from './testing.js';

describe('the public help centre', () => {
  let ctx: TestContext;
  let operator: CreatedUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = await createUser(ctx, { isAdmin: true });
    await writeTestArticle(ctx, operator, {
      title: 'Deliver a release',
      category: 'releases-delivery',
      summary: 'From the upload to the stores.',
      body: 'Fill the wizard, check the ISRC codes, then send. Delivering takes a few days.',
      position: 1,
    });
    await writeTestArticle(ctx, operator, {
      title: 'Turn on two-step verification',
      category: 'account-security',
      summary: 'Protect your account with a second step at sign-in.',
      body: 'Open Settings, choose Security and scan the code with an authenticator app.',
    });
    await writeTestArticle(ctx, operator, {
      title: 'When payouts happen',
      category: 'royalties-payments',
      summary: 'The dates money leaves Liner.',
      body: 'Payouts leave on the 15th. A release that earns nothing pays nothing.',
    });
    await writeTestArticle(ctx, operator, {
      title: 'Create your account',
      category: 'getting-started',
      summary: 'Sign up and confirm your e-mail address.',
      body: 'Choose artist or label, then confirm the address we mail you.',
      position: 2,
    });
    await writeTestArticle(ctx, operator, {
      title: 'Upcoming moonbeam feature',
      category: 'getting-started',
      summary: 'Not ready yet.',
      body: 'The moonbeam dashboard arrives next quarter.',
      published: false,
    });
    await writeTestArticle(ctx, operator, {
      title: 'Hostile article',
      slug: 'hostile',
      category: 'rights-takedowns',
      summary: 'Markup that must not run.',
      body: 'Safe text <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(2))\n\n<p onmouseover="steal()">hover</p>',
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const list = async (query = '') => {
    const res = await callHelpCentre(ctx, null, 'GET', `${PUBLIC_ARTICLES}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<HelpArticlePage>();
  };
  const titles = (page: HelpArticlePage) => page.data.map((article) => article.title);

  it('lists published articles to a guest by category, then position, and never a draft', async () => {
    const page = await list();
    expect(titles(page)).toEqual([
      'Create your account',
      'Deliver a release',
      'When payouts happen',
      'Turn on two-step verification',
      'Hostile article',
    ]);
    expect(page.total).toBe(5);
    expect(page.data[0]).toEqual({
      slug: 'create-your-account',
      title: 'Create your account',
      category: 'getting-started',
      summary: 'Sign up and confirm your e-mail address.',
      updated_at: expect.any(String),
      snippet: null,
    });
  });

  it('filters by category and pages', async () => {
    expect(titles(await list('?category=account-security'))).toEqual(['Turn on two-step verification']);
    const second = await list('?per_page=2&page=2');
    expect(titles(second)).toEqual(['When payouts happen', 'Turn on two-step verification']);
    expect(second).toMatchObject({ current_page: 2, last_page: 3, total: 5, per_page: 2 });
  });

  it('finds an article by a word only its body has, with the passage marked', async () => {
    const page = await list('?q=authenticator');
    expect(titles(page)).toEqual(['Turn on two-step verification']);
    const snippet = page.data[0].snippet ?? [];
    expect(snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['authenticator']);
    expect(snippet.map((part) => part.text).join('')).toContain('scan the code with an authenticator app');
  });

  it('matches the start of a word and other forms of it', async () => {
    expect(titles(await list('?q=payo'))).toEqual(['When payouts happen']);
    expect(titles(await list('?q=delivered'))).toEqual(['Deliver a release']);
    expect(titles(await list('?q=ISRC%20codes'))).toEqual(['Deliver a release']);
  });

  it('ranks a match in the title above one in the body', async () => {
    // "release" is in the title of one article and only in the body of another.
    expect(titles(await list('?q=release'))).toEqual(['Deliver a release', 'When payouts happen']);
  });

  it('needs every word of a search', async () => {
    expect(titles(await list('?q=payouts%20authenticator'))).toEqual([]);
  });

  it('never finds a draft, whatever the search', async () => {
    expect((await list('?q=moonbeam')).total).toBe(0);
    expect((await list('?q=upcoming&category=getting-started')).total).toBe(0);
  });

  it('answers an empty list to a search without words, or of stop words only, and survives query syntax', async () => {
    for (const q of ['!!!', 'the', '& | ! ( ) :* <->', "'; DROP TABLE help_articles; --", '\\:*']) {
      const page = await list(`?q=${encodeURIComponent(q)}`);
      expect(page.total, q).toBe(0);
    }
    expect((await list('?q=%20%20')).total).toBe(5);
  });

  it('shows a published article by its address, the markdown rendered and sanitised', async () => {
    const res = await callHelpCentre(ctx, null, 'GET', `${PUBLIC_ARTICLES}/hostile`);
    expect(res.statusCode, res.body).toBe(200);
    const article = res.json<HelpArticle>();
    expect(article).toMatchObject({ slug: 'hostile', title: 'Hostile article', category: 'rights-takedowns' });
    expect(article.html).toContain('Safe text');
    expect(article.html).toContain('hover');
    expect(article.html).not.toMatch(/<script|onerror|onmouseover|javascript:|<img/i);
    expect(res.json()).not.toHaveProperty('body');
  });

  it('answers 404 to a draft and to an unknown address', async () => {
    for (const slug of ['upcoming-moonbeam-feature', 'no-such-article', 'Not A Slug!', '%E2%9C%93']) {
      const res = await callHelpCentre(ctx, null, 'GET', `${PUBLIC_ARTICLES}/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().message).toBe(HELP_CENTRE_MESSAGES.notFound);
    }
  });

  it('refuses bad list parameters with field messages', async () => {
    const cases: [string, string][] = [
      [`q=${'a'.repeat(HELP_CENTRE_LIMITS.searchMax + 1)}`, 'q'],
      ['q=%00', 'q'],
      ['category=billing', 'category'],
      ['page=0', 'page'],
      ['per_page=1000', 'per_page'],
      ['per_page=two', 'per_page'],
    ];
    for (const [query, field] of cases) {
      const res = await callHelpCentre(ctx, null, 'GET', `${PUBLIC_ARTICLES}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });
});
