import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error';

function pageModule(onMount = () => {}) {
  function TheBody() {
    useEffect(onMount, []);
    return <p>The page</p>;
  }
  return { default: TheBody };
}

describe('lazyPage', () => {
  it('renders a page whose module has arrived at once, without committing the Suspense fallback first', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule()));
    const page = lazyPage(load);
    await page.load();
    const fallback = vi.fn(() => <p>Loading the page</p>);
    function Fallback() {
      return fallback();
    }
    render(
      <Suspense fallback={<Fallback />}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while the module loads, then the page, mounted once', async () => {
    let arrive: (module: ReturnType<typeof pageModule>) => void = () => {};
    const mounted = vi.fn();
    const page = lazyPage(() => new Promise<ReturnType<typeof pageModule>>((resolve) => (arrive = resolve)));
    const { rerender } = render(
      <Suspense fallback={<p>Loading the page</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => arrive(pageModule(mounted)));
    expect(screen.getByText('The page')).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Loading the page</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('loads once, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof pageModule>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(pageModule());
    const page = lazyPage(load);
    await expect(page.load()).rejects.toThrow('offline');
    const first = page.load();
    expect(page.load()).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the page on the next visit after its module failed to load (offline, then back online)', async () => {
    let online = false;
    const page = lazyPage(() =>
      online ? Promise.resolve(pageModule()) : Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const visit = (path: string) => (
      <RouteErrorBoundary resetKey={path}>
        <Suspense fallback={<p>Loading the page</p>}>
          <page.Component />
        </Suspense>
      </RouteErrorBoundary>
    );
    const { rerender } = render(visit('/library'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    online = true;
    rerender(visit('/library?again'));
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});
