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

  it('shows data already in from the first render, and renders again only if the load brings another value', async () => {
    const data = { title: 'In already' };
    const pending = deferred<{ title: string }>();
    let calls = 0;
    const load = () => {
      calls++;
      return pending.promise;
    };
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useAsync(load, { data });
    });
    expect(result.current).toMatchObject({ status: 'success', data });
    expect(calls).toBeGreaterThan(0);

    const rendersBefore = renders;
    pending.resolve(data);
    await act(() => pending.promise);
    expect(renders).toBe(rendersBefore);
    expect(result.current.status === 'success' && result.current.data).toBe(data);
  });

  it('shows what the load brings when it differs from the data it started with', async () => {
    const load = () => Promise.resolve('fresh');
    const { result } = renderHook(() => useAsync(load, { data: 'early' }));
    expect(result.current).toMatchObject({ status: 'success', data: 'early' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'fresh' }));
  });

  it('holds back an answer that `hold` says would move what is shown, until showNewer(); shows one it lets through', async () => {
    const differs = (shown: string[], fresh: string[]) => shown.join() !== fresh.join();
    const built = ['a', 'b'];
    const newer = deferred<string[]>();
    const loadNewer = () => newer.promise;
    const { result } = renderHook(() => useAsync(loadNewer, { data: built }, differs));
    newer.resolve(['new', 'a', 'b']);
    await act(() => newer.promise);
    expect(result.current).toMatchObject({ status: 'success', data: ['a', 'b'] });
    expect(result.current.showNewer).toBeTypeOf('function');
    act(() => result.current.showNewer!());
    expect(result.current).toMatchObject({ status: 'success', data: ['new', 'a', 'b'] });
    expect(result.current.showNewer).toBeUndefined();

    // The same articles, edited: shown at once, nothing held.
    const edited = [{ id: 'a', title: 'Edited' }];
    const loadEdited = () => Promise.resolve(edited);
    const same = renderHook(() => useAsync(loadEdited, { data: [{ id: 'a', title: 'Built' }] }, (shown, fresh) => shown[0]!.id !== fresh[0]!.id));
    await waitFor(() => expect(same.result.current).toMatchObject({ status: 'success', data: edited }));
    expect(same.result.current.showNewer).toBeUndefined();
  });

  it('holds nothing back without data it started with', async () => {
    const load = () => Promise.resolve('fresh');
    const { result } = renderHook(() => useAsync(load, undefined, () => true));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'fresh' }));
    expect(result.current.showNewer).toBeUndefined();
  });
});
