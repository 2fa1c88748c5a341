import { arrivedPreload, preload, takePreloaded, takePreloadedOr } from './preload.js';

describe('preload', () => {
  it('gives the answer to a page drawing before it takes the request, and to nobody after', async () => {
    let answer!: (value: string) => void;
    const request = preload('test:arrives', () => new Promise<string>((resolve) => (answer = resolve)));
    expect(arrivedPreload('test:arrives')).toBeUndefined();

    answer('in');
    await request;
    expect(arrivedPreload('test:arrives')).toEqual({ data: 'in' });
    expect(arrivedPreload('test:arrives')).toEqual({ data: 'in' });

    await expect(takePreloaded('test:arrives')).resolves.toBe('in');
    expect(arrivedPreload('test:arrives')).toBeUndefined();
    expect(takePreloaded('test:arrives')).toBeUndefined();
  });

  it('gives nothing early for a request that failed, and its taker asks again', async () => {
    const request = preload('test:fails', () => Promise.reject(new Error('offline')));
    await expect(request).rejects.toThrow('offline');
    expect(arrivedPreload('test:fails')).toBeUndefined();
    await expect(takePreloadedOr('test:fails', () => Promise.resolve('asked again'))).resolves.toBe('asked again');
  });
});
