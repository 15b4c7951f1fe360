import { area } from '../catalogue';

/** The elibrary screens: the keys their components use. */
export const elibrary = area('elibrary', {
  tryAgain: 'Try again',
  loadingLibrary: 'Loading library',
  resourcesCount: (n: number) => `${n} ${n === 1 ? 'resource' : 'resources'}`,
  forSearch: (term: string) => ` for “${term}”`,
  libraryResources: 'Library resources',
  prev: 'Prev',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  eLibrary: 'E-Library',
  eLibraryAndCourses: 'E-Library and courses',
  courses: 'Courses',
  resourceDetails: 'Resource details',
  author: 'Author',
  category: 'Category',
  created: 'Created',
});
