import type { TLibraryCategory, TLibraryItem } from '@campus/shared/schemas/elibrary';
import type { libraryCategories } from '../../db/schema/index';
import { presentPublicUser } from '../users/users.presenter';
import type { LibraryItemRow } from './elibrary.repository';

/** An item with its gallery both as the wire's comma-joined `description` (product §9) and as `images`. */
export function presentLibraryItem({ item, author, category }: LibraryItemRow): TLibraryItem {
  const { id, fullName, profilePic } = presentPublicUser(author);
  return {
    id: item.id,
    title: item.title,
    categoryId: item.categoryId,
    externalLink: item.externalLink,
    status: item.status,
    description: item.images.join(','),
    images: item.images,
    authorId: item.authorId,
    author: { id, fullName, profilePic },
    category: { id: category.id, name: category.name },
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

export function presentLibraryCategory(row: typeof libraryCategories.$inferSelect): TLibraryCategory {
  return {
    id: row.id,
    name: row.name,
    coverPic: row.coverPic,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
