import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('goes from loading to the data', async () => {
    const pending = deferred<string>();
    const load = () => pending.promise;
    const { result } = renderHook(() => useAsync(load));
    expect(result.current.status).toBe('loading');

    pending.resolve('ready');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'ready' }));
  });

  it('reports a failure and loads again on retry', async () => {
    const attempts = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => attempts[calls++]!.promise;
    const { result } = renderHook(() => useAsync(load));

    const failure = new Error('offline');
    attempts[0]!.reject(failure);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: failure }));

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    attempts[1]!.resolve('second');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'second' }));
    expect(calls).toBe(2);
  });

  it('never shows the result of a load that was replaced', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const loadSlow = () => slow.promise;
    const loadFast = () => fast.promise;
    const { result, rerender } = renderHook(({ load }) => useAsync(load), { initialProps: { load: loadSlow } });

    rerender({ load: loadFast });
    fast.resolve('new');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'new' }));
    slow.resolve('old');
    await act(() => slow.promise);
    expect(result.current).toMatchObject({ status: 'success', data: 'new' });
  });
});
