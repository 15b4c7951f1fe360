import { type ComponentType, lazy, useState } from 'react';

export interface LazyPage<M extends { default: ComponentType }> {
  /** Loads the page's module once (again after a failure); the page's component renders from the same module. */
  load: () => Promise<M>;
  Component: ComponentType;
}

/**
 * A page's component, loaded once. React.lazy suspends on its first render even when the chunk has already arrived
 * (its promise settles a microtask later), so the layout's Suspense commits the page skeleton first, and React then
 * holds the page itself back until 300 ms after that fallback appeared (its reveal throttle for Suspense retries):
 * on a first visit, 300 ms of a phone showing a skeleton with the page's code, data and cover all there. A page whose
 * module has arrived therefore renders directly; main.tsx waits for the opened page's module before its first render.
 */
export function lazyPage<M extends { default: ComponentType }>(loadModule: () => Promise<M>): LazyPage<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () => {
    loading ??= loadModule().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // Offline: the next visit asks again. React.lazy keeps the rejection it saw, so the next render needs a new one.
        loading = undefined;
        Lazy = lazy(load);
        throw error;
      },
    );
    return loading;
  };
  let Lazy = lazy(load);
  function Page() {
    // Decided once per mount: switching from Lazy to the module's component later would remount the page.
    const [module] = useState(() => loaded);
    if (module) return <module.default />;
    return <Lazy />;
  }
  return { load, Component: Page };
}
