/**
 * Pages whose code loads on demand: drawn in the first frame once their code is in (no
 * loading fallback, which React would hold on screen for 300 ms), through React.lazy
 * otherwise; a failed load is tried again by the next visit.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page.js';
import { pageCode } from './reader-pages.js';

const module = { Page: ({ title }: { readonly title: string }) => <h1>{title}</h1> };
const shell = (children: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;

describe('lazyPage', () => {
  it('draws a page whose code has arrived in the first frame, without the fallback', async () => {
    const code = pageCode(() => Promise.resolve(module));
    await code();
    const Page = lazyPage(code, (loaded) => loaded.Page);

    render(shell(<Page title="Markets" />));

    expect(screen.getByRole('heading', { name: 'Markets' })).toBeVisible();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback until the code arrives when it is not in yet', async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const code = pageCode(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const Page = lazyPage(code, (loaded) => loaded.Page);

    render(shell(<Page title="Markets" />));
    expect(screen.getByText('Loading')).toBeVisible();

    await act(async () => {
      arrive(module);
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Markets' })).toBeVisible();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});

describe('pageCode', () => {
  it('loads once, remembers the module, and tries again after a failure', async () => {
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const code = pageCode(load);

    await expect(code()).rejects.toThrow('offline');
    expect(code.loaded).toBeUndefined();
    await expect(code()).resolves.toBe(module);
    await code();

    expect(code.loaded).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
