import { act, screen } from '@testing-library/react';
import { progressDone, progressStarted } from '../../src/client/app/store/ui-slice';
import { makeSession } from './fixtures';
import { renderApp } from './render';

describe('progress bar (spec §2, §9)', () => {
  it('runs while work reports progress and stops when it is done', async () => {
    const { store } = renderApp('/', { session: makeSession('read') });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => void store.dispatch(progressStarted({ timeoutMs: 30_000 })));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => void store.dispatch(progressDone()));
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('gives up after its time-out instead of running forever', async () => {
    const { store } = renderApp('/', { session: makeSession('read') });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    jest.useFakeTimers();
    try {
      act(() => void store.dispatch(progressStarted({ timeoutMs: 1_000 })));
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(1_000));
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
