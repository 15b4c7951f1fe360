import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

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
});
