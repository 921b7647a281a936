import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import SupportHomeWithHelpCentre from '../../app/composed/support-home.js';
import { articlePageOf, summaryFixture } from './help-centre-fixtures.js';
import { HelpCentreSection } from './help-centre-section.js';

const ARTICLES = '/api/help-centre/articles';
const listed = [
  summaryFixture({ slug: 'start-here', title: 'Start here', category: 'getting-started', summary: 'Four steps.' }),
  summaryFixture({ slug: 'deliver', title: 'How to deliver', category: 'releases-delivery', summary: 'The steps.' }),
  summaryFixture(),
];

describe('the help centre on /support', () => {
  it('lists the published articles under their categories, each a link to its page', async () => {
    const api = fakeApi({ [`GET ${ARTICLES}`]: () => articlePageOf(listed) });
    renderAt(<HelpCentreSection />, { path: '/support' });
    const payments = await screen.findByRole('region', { name: 'Royalties & payments' });
    expect(within(payments).getByRole('link', { name: /When payouts happen/ })).toHaveAttribute(
      'href',
      '/support/articles/when-payouts-happen',
    );
    expect(within(payments).getByText('The dates money leaves Liner.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Getting started' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account & security' })).not.toBeInTheDocument();
    expect(api.sent(`GET ${ARTICLES}`)[0].query).toEqual({ page: '1', per_page: '100' });
  });

  it('searches as the person types, shows the marked passage, and keeps the search in the address', async () => {
    const api = fakeApi({
      [`GET ${ARTICLES}`]: (request) =>
        request.query.q
          ? articlePageOf([
              summaryFixture({
                title: 'Turn on two-step verification',
                slug: 'two-step',
                category: 'account-security',
                snippet: [
                  { text: 'scan the code with an ', match: false },
                  { text: 'authenticator', match: true },
                  { text: ' app', match: false },
                ],
              }),
            ])
          : articlePageOf(listed),
    });
    const { router } = renderAt(<HelpCentreSection />, { path: '/support' });
    await screen.findByRole('region', { name: 'Getting started' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'authenticator');
    const found = await screen.findByRole('link', { name: /Turn on two-step verification/ });
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(results).toContainElement(found);
    const marked = results.querySelector('mark');
    expect(marked).toHaveTextContent('authenticator');
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
    await waitFor(() => expect(router.state.location.search).toBe('?q=authenticator'), WAIT);
    // One request for the finished word, not one per keystroke.
    expect(api.sent(`GET ${ARTICLES}`).filter((request) => request.query.q)).toHaveLength(1);
  });

  it('filters by a topic chip and says when nothing matches a search', async () => {
    const api = fakeApi({
      [`GET ${ARTICLES}`]: (request) =>
        request.query.category === 'rights-takedowns' || request.query.q ? articlePageOf([]) : articlePageOf(listed),
    });
    renderAt(<HelpCentreSection />, { path: '/support', at: '/support?q=zeppelin' });
    expect(await screen.findByText(/No article matches “zeppelin”/)).toBeInTheDocument();
    const topic = screen.getByRole('button', { name: 'Rights & takedowns' });
    await userEvent.click(topic);
    expect(topic).toHaveAttribute('aria-pressed', 'true');
    await waitFor(
      () => expect(api.sent(`GET ${ARTICLES}`).at(-1)?.query).toMatchObject({ category: 'rights-takedowns' }),
      WAIT,
    );
  });

  it('shows the server’s message when the list cannot load', async () => {
    fakeApi({ [`GET ${ARTICLES}`]: () => answer(503, { message: 'The help centre is resting' }) });
    renderAt(<HelpCentreSection />, { path: '/support' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre is resting');
  });

  it('sits above the other requests on the composed /support page for a guest', async () => {
    fakeApi({ [`GET ${ARTICLES}`]: () => articlePageOf(listed) });
    renderAt(<SupportHomeWithHelpCentre />, { path: '/support' });
    const heading = await screen.findByRole('heading', { name: 'Help centre' });
    const others = screen.getByRole('heading', { name: 'Other requests' });
    expect(heading.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your tickets' })).not.toBeInTheDocument();
  });
});
