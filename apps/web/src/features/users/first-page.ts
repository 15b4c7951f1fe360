/**
 * The first page of the admin's users table, as DataTable asks for it (page 1, no search or filter). Imports
 * nothing: the build's config (apps/web/vite.config.ts) reads this file to write the Dashboard's boot request
 * (decision 043).
 */
export function firstUserTablePage(limit: number): { page: number; limit: number } {
  return { page: 1, limit };
}
