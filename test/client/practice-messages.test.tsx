// The banner stack and the survey prompt in the main layout (issue 14): shown from the server's answer,
// a dismissal and an answer sent back to it; a banner's message is the server's rendered HTML.
import { screen, waitFor, within } from '@testing-library/react';
import { requestEarlyBanners } from '../../src/client/features/banners/early-banners';
import { mockFetch } from './fetch-mock';
import { makeSession } from './fixtures';
import { renderApp } from './render';

const warning = {
  id: 3,
  title: 'Recall',
  severity: 'warning',
  html: '<p>Lot <strong>R-1</strong> &lt;script&gt;x&lt;/script&gt;</p>',
  dismissible: true,
};
const fixed = { id: 4, title: 'Maintenance', severity: 'error', html: '<p>Tonight</p>', dismissible: false };

describe('banners at the top of the main layout', () => {
  it('shows the banners for the page, most severe first as sent, and dismisses one on the server', async () => {
    const { calls } = mockFetch({
      'GET /api/banners/current': { body: [fixed, warning] },
      'POST /api/banners/3/dismiss': { body: { dismissed: true } },
    });
    const { user } = renderApp('/contracts', { session: makeSession('create') });
    const banners = await screen.findAllByRole('region', { name: /^Banner:/ });
    expect(banners.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Banner: Maintenance',
      'Banner: Recall',
    ]);
    expect(within(banners[1]).getByText('R-1').tagName).toBe('STRONG');
    expect(within(banners[1]).getByText(/<script>x<\/script>/)).toBeInTheDocument();
    expect(within(banners[0]).queryByRole('button', { name: 'Dismiss banner' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/banners/current')).toBeDefined();

    await user.click(within(banners[1]).getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('region', { name: 'Banner: Recall' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/banners/3/dismiss')).toBe(true),
    );
  });
});

describe('the banners of the page the app opens on (issue 17)', () => {
  it('shows the answer asked for beside get_user with the layout, without asking again', async () => {
    const { calls } = mockFetch({ 'GET /api/banners/current': { body: [warning] } });
    requestEarlyBanners('/contracts');
    renderApp('/contracts', { session: makeSession('create') });
    // The layout waits for the early answer: the heading comes with the banner, never before it.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contracts' });
    expect(screen.getByRole('region', { name: 'Banner: Recall' })).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/banners/current')).toHaveLength(1);
  });

  it('is not used on another page: that page asks for its own banners', async () => {
    const { calls } = mockFetch({ 'GET /api/banners/current': { body: [fixed] } });
    requestEarlyBanners('/clients');
    renderApp('/contracts', { session: makeSession('create') });
    expect(await screen.findByRole('region', { name: 'Banner: Maintenance' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/banners/current')).toHaveLength(2);
  });
});

describe('the survey prompt', () => {
  it('sends the score, the comment and the answers, then thanks', async () => {
    const { calls } = mockFetch({
      'GET /api/surveys/prompt': {
        body: {
          survey: {
            id: 9,
            title: 'Quick question',
            nps_question: 'How likely are you to recommend us?',
            questions: [{ kind: 'choice', prompt: 'Most used?', choices: ['Contracts', 'Reports'] }],
          },
        },
      },
      'POST /api/surveys/9/response': { body: { answered: true } },
    });
    const { user } = renderApp('/', { session: makeSession('read') });
    const prompt = await screen.findByRole('complementary', { name: 'Quick question' });
    const send = within(prompt).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(within(prompt).getByRole('button', { name: 'Score 6' }));
    await user.type(within(prompt).getByRole('textbox', { name: 'Why? (optional)' }), 'Slow');
    await user.click(within(prompt).getByRole('radio', { name: 'Reports' }));
    await user.click(send);
    expect(await within(prompt).findByRole('status')).toHaveTextContent('Thank you for your answer.');
    expect(calls.find((c) => c.path === '/api/surveys/9/response')?.body).toEqual({
      score: 6,
      comment: 'Slow',
      answers: ['Reports'],
    });
  });

  it('Not now records the dismissal and closes the prompt', async () => {
    const { calls } = mockFetch({
      'GET /api/surveys/prompt': {
        body: { survey: { id: 9, title: 'Quick question', nps_question: 'Recommend?', questions: [] } },
      },
      'POST /api/surveys/9/dismiss': { body: { dismissed: true } },
    });
    const { user } = renderApp('/', { session: makeSession('read') });
    const prompt = await screen.findByRole('complementary', { name: 'Quick question' });
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Quick question' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/surveys/9/dismiss')).toBe(true));
  });
});
