import { PERSIST_KEYS, PERSIST_RESTORE_TIMEOUT_MS } from '@campus/shared/constants';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { setAutoFreeze } from 'immer';
import { FLUSH, PAUSE, PERSIST, PURGE, persistReducer, persistStore, REGISTER, REHYDRATE } from 'redux-persist';
import { eLibrarySlice } from '../features/elibrary/elibrary-slice';
import { homeSlice } from '../features/home/home-slice';
import { profileSlice } from '../features/profile/profile-slice';
import { api } from './api';
import { authSlice } from './session/auth-slice';

/** localStorage in redux-persist's async storage shape (its CJS default export does not survive ESM bundling). */
const storage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};

// Immer deep-freezes every answer it puts into the store: for a list of 100 listings, a long task of its own on a
// phone. Mutations are still caught where they would be written, in development, by Redux Toolkit's
// immutability check.
setAutoFreeze(false);

const persisted = <S>(key: string, reducer: Parameters<typeof persistReducer<S>>[1]) =>
  persistReducer<S>({ key, storage, timeout: PERSIST_RESTORE_TIMEOUT_MS }, reducer);

const rootReducer = combineReducers({
  auth: persisted(PERSIST_KEYS.auth, authSlice.reducer),
  profile: persisted(PERSIST_KEYS.profile, profileSlice.reducer),
  home: persisted(PERSIST_KEYS.root, homeSlice.reducer),
  eLibrary: persisted(PERSIST_KEYS.eLibrary, eLibrarySlice.reducer),
  [api.reducerPath]: api.reducer,
});

export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        api.middleware,
      ),
  });
  setupListeners(store.dispatch);
  return store;
}

export const store = makeStore();
export const persistor = persistStore(store);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

/** The store as a page's `prefetch` sees it (the router runs it when the page's chunk arrives). */
export interface PageStore {
  dispatch: AppDispatch;
  getState(): RootState;
}
