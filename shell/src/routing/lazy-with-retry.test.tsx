import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { importWithRetry, lazyWithRetry } from './lazy-with-retry';
import { RouteError } from './route-error.component';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed. (timeout: /42.js)'), { name: 'ChunkLoadError' });
const noWait = () => Promise.resolve();

describe('importWithRetry', () => {
  it('asks again after each failure, waiting the given pauses, and answers the first success', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockResolvedValue('module');
    const sleep = jest.fn(noWait);
    await expect(importWithRetry(load, [500, 2000], sleep)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [2000]]);
  });

  it('gives up with the last failure once the pauses are used up', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(chunkError());
    await expect(importWithRetry(load, [1, 1], noWait)).rejects.toThrow('Loading chunk 42 failed');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('lazyWithRetry', () => {
  it('shows the component although its chunk failed once (React.lazy alone keeps the failure)', async () => {
    jest.useFakeTimers();
    try {
      const load = jest
        .fn<Promise<() => ReactElement>, []>()
        .mockRejectedValueOnce(chunkError())
        .mockResolvedValue(() => <p>Loaded screen</p>);
      const Screen = lazyWithRetry(load);
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>,
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(600);
      });
      expect(await screen.findByText('Loaded screen')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('RouteError', () => {
  it('shows the platform error panel, not the router’s developer screen, when a shell screen throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw chunkError();
    };
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This screen could not be loaded');
    expect(panel).toHaveTextContent('Loading chunk 42 failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });
});
