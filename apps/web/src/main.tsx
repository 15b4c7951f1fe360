import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { AppRoutes, preloadRoute } from './app/router';
import { persistor, store } from './app/store';
import { prefetchHome } from './features/home/home-api';
import { registerServiceWorker } from './features/push/register-sw';
import { Splash } from './layout/splash';
import './index.css';

// Toasts are never needed for the first paint: sonner loads in its own chunk (Home's initial JS budget).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// Start what the first screen needs before React renders: the page's chunk (then its first requests) and, on
// Home, its data and top story cover (features/home/home-api.ts). The page's queries find them under way.
preloadRoute(window.location.pathname, store);
if (window.location.pathname === '/') prefetchHome(store.dispatch);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={<Splash />} persistor={persistor}>
        <AppRoutes />
      </PersistGate>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </Provider>
  </StrictMode>,
);

registerServiceWorker();
