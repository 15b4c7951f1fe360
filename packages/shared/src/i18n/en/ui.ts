import { area } from '../catalogue';

/** The shared primitives in components/ui. */
export const ui = area('ui', {
  imagePreview: (label: string) => `${label} preview`,
  changeImage: 'Change image',
  chooseImage: 'Choose image',
  cropImage: (label: string) => `Crop ${label}`,
  zoom: 'Zoom',
  cancel: 'Cancel',
  useImage: 'Use image',
  close: 'Close',
  loadingPage: 'Loading page',
  pages: 'Pages',
  previous: 'Previous',
  prev: 'Prev',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageOfAtLeast: (page: number, pages: number) => `Page ${page} of ${pages}+`,
  clearSearch: 'Clear search',
  search: 'Search',
  noEntries: 'No entries yet.',
  removeEntry: (n: number) => `Remove entry ${n}`,
  progressOf: (title: string) => `${title} progress`,
  deleteAction: 'Delete',
  confirmDelete: 'Confirm delete',
  filters: 'Filters',
});
