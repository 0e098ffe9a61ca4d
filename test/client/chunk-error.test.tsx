import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chunkFailureOf, RouteErrorView } from '../../src/client/app/route-error';
import { makeSession } from './fixtures';
import { renderApp, renderWithProviders } from './render';

const chunkError = (type: string) =>
  Object.assign(new Error(`Loading chunk profile failed. (${type})`), { name: 'ChunkLoadError', type });

jest.mock('../../src/client/app/screens', () => {
  const actual = jest.requireActual('../../src/client/app/screens');
  const failure = Object.assign(new Error('Loading chunk profile failed.'), {
    name: 'ChunkLoadError',
    type: 'timeout',
  });
  return { SCREENS: { ...actual.SCREENS, profile: () => Promise.reject(failure) } };
});

describe('chunk load failure (spec §8)', () => {
  it('recognises ChunkLoadError types missing, timeout and error, and CSS chunk failures', () => {
    expect(chunkFailureOf(chunkError('missing'))).toBe('missing');
    expect(chunkFailureOf(chunkError('timeout'))).toBe('timeout');
    expect(chunkFailureOf(chunkError('error'))).toBe('error');
    expect(chunkFailureOf({ code: 'CSS_CHUNK_LOAD_FAILED' })).toBe('error');
    expect(chunkFailureOf(new Error('other'))).toBeNull();
  });

  it.each([
    ['missing', /could not be found on the server/],
    ['timeout', /took too long to load/],
    ['error', /could not be loaded/],
  ])('%s: a clear message and a Retry button', async (type, text) => {
    const reload = jest.fn();
    renderWithProviders(<RouteErrorView error={chunkError(type)} reload={reload} />);
    expect(screen.getByText('This page did not load')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a route whose chunk fails keeps the layout and shows the message, not a blank page', async () => {
    renderApp('/profile', { session: makeSession('read') });
    expect(await screen.findByText('This page did not load')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
