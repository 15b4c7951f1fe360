import type { TLibraryCategory, TLibraryItem } from '@campus/shared/schemas/elibrary';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../app/session/auth-slice';

/** product §3 client state `eLibrary`, persisted under bc-elibrary so the library shows instantly on return. */
export interface ELibraryState {
  libraryItems: TLibraryItem[];
  categories: TLibraryCategory[];
  metadata: { total: number };
}

const initialState: ELibraryState = { libraryItems: [], categories: [], metadata: { total: 0 } };

export const eLibrarySlice = createSlice({
  name: 'eLibrary',
  initialState,
  reducers: {
    setLibrary(state, action: PayloadAction<{ libraryItems: TLibraryItem[]; total: number }>) {
      state.libraryItems = action.payload.libraryItems;
      state.metadata.total = action.payload.total;
    },
    setCategories(state, action: PayloadAction<TLibraryCategory[]>) {
      state.categories = action.payload;
    },
    /** product §4: everything cleared, total back to 0. */
    clearLibrary: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { setLibrary, setCategories, clearLibrary } = eLibrarySlice.actions;
