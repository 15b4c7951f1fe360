import type { TLibraryCategory, TLibraryItem } from '@campus/shared/schemas/elibrary';

export const CATEGORIES: TLibraryCategory[] = [
  {
    id: 1,
    name: 'Question Banks',
    coverPic: '/uploads/qb.svg',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Lecture Notes',
    coverPic: '/uploads/ln.svg',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

export function libraryItem(id: number, overrides: Partial<TLibraryItem> = {}): TLibraryItem {
  const images = overrides.images ?? [`/uploads/${id}-1.svg`, `/uploads/${id}-2.svg`, `/uploads/${id}-3.svg`];
  return {
    id,
    title: `Resource ${id}`,
    categoryId: 1,
    externalLink: `https://files.example.org/${id}.pdf`,
    status: 'APPROVED',
    description: images.join(','),
    authorId: 3,
    author: { id: 3, fullName: 'Kamrul Hasan', profilePic: null },
    category: { id: 1, name: 'Question Banks' },
    // 18:30 UTC is 00:30 the next day in Dhaka.
    createdAt: '2026-03-14T18:30:00.000Z',
    updatedAt: '2026-03-14T18:30:00.000Z',
    ...overrides,
    images,
  };
}
