import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { Toaster } from 'sonner';
import { AppRoutes } from './app/router';
import { persistor, store } from './app/store';
import { registerServiceWorker } from './features/push/register-sw';
import { Splash } from './layout/splash';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={<Splash />} persistor={persistor}>
        <AppRoutes />
      </PersistGate>
      <Toaster position="top-center" richColors closeButton />
    </Provider>
  </StrictMode>,
);

registerServiceWorker();
