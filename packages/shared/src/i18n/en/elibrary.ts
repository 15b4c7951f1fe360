import { area } from '../catalogue';

/** The elibrary screens: the keys their components use. */
export const elibrary = area('elibrary', {
  tryAgain: 'Try again',
  loadingLibrary: 'Loading library',
  resourcesCount: (n: number) => `${n} ${n === 1 ? 'resource' : 'resources'}`,
  forSearch: (term: string) => ` for “${term}”`,
  libraryResources: 'Library resources',
});
