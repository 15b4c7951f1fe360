import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 client state `eLibrary`, persisted under bc-elibrary so the library shows instantly on return. */
export interface ELibraryState {
  libraryItems: unknown[];
  categories: unknown[];
  metadata: { total: number };
}

const initialState: ELibraryState = { libraryItems: [], categories: [], metadata: { total: 0 } };

export const eLibrarySlice = createSlice({
  name: 'eLibrary',
  initialState,
  reducers: {
    setLibrary(state, action: PayloadAction<{ libraryItems: unknown[]; total: number }>) {
      state.libraryItems = action.payload.libraryItems;
      state.metadata.total = action.payload.total;
    },
    setCategories(state, action: PayloadAction<unknown[]>) {
      state.categories = action.payload;
    },
    clearLibrary: () => initialState,
  },
});

export const { setLibrary, setCategories, clearLibrary } = eLibrarySlice.actions;
