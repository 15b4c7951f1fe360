import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { registerServiceWorker } from './app/push/register-sw';
import { AppRoutes, preloadRoute } from './app/router';
import { persistor, store } from './app/store';
import { AfterFirstPaint } from './components/ui/after-first-paint';
import { prefetchHome } from './features/home/home-api';
import './index.css';
import { startLanguage } from './lib/i18n';

// Toasts are never needed for the first paint: sonner loads in its own chunk (Home's initial JS budget), once the
// first screen has been painted, so it does not share a slow line with that screen's covers.
const Toaster = lazy(() => import('./app/app-toaster'));

// Start what the first screen needs before React renders: the page's chunk (then its first requests) and, on
// Home, its data and top story cover (features/home/home-api.ts). The page's queries find them under way.
const pageLoaded = preloadRoute(window.location.pathname, store);
if (window.location.pathname === '/') prefetchHome(store.dispatch);

/** Calls `ready` once redux-persist has put the stored session, profile and Home back (at once if it has). */
function whenRehydrated(ready: () => void) {
  if (persistor.getState().bootstrapped) return ready();
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    ready();
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

// index.html's static splash stays on screen until the first screen commits. That first render runs in a
// transition, so React builds it in slices of a few milliseconds and the browser stays responsive on a slow
// phone, instead of one long task of several hundred. A visit in Bangla first loads its catalogue (decision 030).
// It also waits for the opened page's chunk (requested by index.html's boot script with the entry, so usually
// there already): the page then renders in that first pass instead of behind a skeleton (app/router.tsx lazyPage).
const render = () =>
  whenRehydrated(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <Provider store={store}>
            <AppRoutes />
            <AfterFirstPaint>
              <Suspense fallback={null}>
                <Toaster />
              </Suspense>
            </AfterFirstPaint>
          </Provider>
        </StrictMode>,
      ),
    ),
  );
const starting = [startLanguage(), pageLoaded].filter((wait) => wait !== undefined);
if (starting.length > 0) Promise.all(starting).then(render, render);
else render();

registerServiceWorker();
