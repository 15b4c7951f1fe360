import { LIBRARY_STATUSES, type LibraryStatus } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { NOTICE_MSG } from '@campus/shared/messages-notices';
import { can } from '@campus/shared/permissions';
import type {
  TCreateLibraryCategoryRequest,
  TCreateLibraryItemRequest,
  TLibraryCategoryTableQuery,
  TLibrarySummary,
  TLibraryTableQuery,
  TUpdateLibraryCategoryRequest,
  TUpdateLibraryItemRequest,
} from '@campus/shared/schemas/elibrary';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { cachedCount, rememberPerFilter } from '../../db/count-cache';
import { badRequest, conflict, notFound } from '../../http/errors';
import { listTotal } from '../../http/reply';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';
import { createAuditedCategory, deleteUnusedCategory, updateAuditedCategory } from '../categories/category.service';
import { libraryPointsOnReview } from '../leaderboard/points';
import { presentLibraryCategory, presentLibraryItem } from './elibrary.presenter';
import {
  countItemsByCategory,
  countItemsByStatus,
  countItemsInCategory,
  deleteCategory,
  findCategory,
  findCategoryByName,
  findCategoryPage,
  findItem,
  findItemPage,
  insertCategory,
  insertItem,
  isMissingCategory,
  lockItem,
  updateCategory,
  updateItem,
} from './elibrary.repository';

const ITEM = 'E-Library item';
const CATEGORY = 'E-Library category';

/** Members see only APPROVED items (product §4); managers see every status. */
function visibleStatus(viewer: AuthUser): LibraryStatus | undefined {
  return can(viewer.role, 'manageLibrary') ? undefined : 'APPROVED';
}

async function ensureCategory(db: DbOrTx, id: number) {
  if (!(await findCategory(db, id))) throw badRequest(MSG.chooseCategory, 'categoryId');
}

export async function findLibraryItems(ctx: AppContext, viewer: AuthUser, query: TLibraryTableQuery) {
  const onlyStatus = visibleStatus(viewer);
  // A total of APPROVED items only cannot change while a resource waits for review (decision 035).
  const countReads = (onlyStatus ?? query.status) === 'APPROVED' ? ['library'] : ['library', 'library.review'];
  const { rows, total } = await findItemPage(
    ctx.db,
    query,
    { ...query, onlyStatus },
    {
      countWith: (where, count) => cachedCount(ctx.changes, countReads, 'library_items', where, count),
      boundWith: (where, sortOrder, load) =>
        rememberPerFilter(ctx.changes, countReads, `library_items first title ${sortOrder}`, where, load),
    },
  );
  const counted = listTotal(total, Boolean(query.searchTerm));
  return { rows: rows.map(presentLibraryItem), meta: { page: query.page, limit: query.limit, ...counted } };
}

export async function getLibraryItem(ctx: AppContext, viewer: AuthUser, id: number, db: DbOrTx = ctx.db) {
  const row = await findItem(db, id);
  const onlyStatus = visibleStatus(viewer);
  // A hidden item answers exactly like a missing one, so its existence does not leak.
  if (!row || (onlyStatus && row.item.status !== onlyStatus)) throw notFound(ITEM);
  return presentLibraryItem(row);
}

/** Anyone signed in may share a resource; it always starts PENDING until a manager reviews it. */
export async function createLibraryItem(ctx: AppContext, author: AuthUser, input: TCreateLibraryItemRequest) {
  // One transaction on the write lane's connection (decision 044), whose category read and insert leave together
  // and share one round trip (decision 046). A missing category fails the insert's foreign key, which rolls the
  // transaction back; it answers as a missing category does anywhere else.
  const { item, category } = await ctx.db
    .transaction(async (tx) => {
      const [category, item] = await Promise.all([
        findCategory(tx, input.categoryId),
        insertItem(tx, { ...input, authorId: author.id, status: 'PENDING' }),
      ]);
      if (!category) throw badRequest(MSG.chooseCategory, 'categoryId');
      return { item, category };
    })
    .catch((error: unknown) => {
      throw isMissingCategory(error) ? badRequest(MSG.chooseCategory, 'categoryId') : error;
    });
  // The author sees their new item in the answer even though members cannot list it until approved. The answer
  // is made of what this request already read (the author is the guard's row), so the write is two statements.
  return presentLibraryItem({ item, author, category });
}

/** Managers edit any field and the status; approving or rejecting tells the author. */
export async function updateLibraryItem(
  ctx: AppContext,
  manager: AuthUser,
  actor: AuditActor,
  input: TUpdateLibraryItemRequest,
) {
  const { id, ...changes } = input;
  return ctx.db.transaction(async (tx) => {
    const before = await lockItem(tx, id);
    if (!before) throw notFound(ITEM);
    if (changes.categoryId !== undefined) await ensureCategory(tx, changes.categoryId);
    const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length) await updateItem(tx, id, values);
    const status = changes.status;
    const audited = diffChanges(before, values);
    if (audited.length) {
      const reviewed = status && status !== before.status;
      await recordAudit(tx, {
        actor,
        action:
          reviewed && status === 'APPROVED'
            ? 'library.approve'
            : reviewed && status === 'REJECTED'
              ? 'library.reject'
              : 'library.update',
        target: { kind: 'library-item', id, title: before.title },
        changes: audited,
      });
    }
    await libraryPointsOnReview(tx, { itemId: id, authorId: before.authorId, reviewerId: manager.id, status });
    if (status && status !== before.status && status !== 'PENDING' && before.authorId !== manager.id) {
      const title = changes.title ?? before.title;
      await ctx.notifier.notify(
        {
          to: [before.authorId],
          category: 'LIBRARY_REVIEWED',
          title: status === 'APPROVED' ? NOTICE_MSG.libraryApprovedTitle : NOTICE_MSG.libraryRejectedTitle,
          body: status === 'APPROVED' ? NOTICE_MSG.libraryApprovedBody(title) : NOTICE_MSG.libraryRejectedBody(title),
          url: '/course',
        },
        tx,
      );
    }
    return getLibraryItem(ctx, manager, id, tx);
  });
}

export async function summarizeLibrary(ctx: AppContext): Promise<TLibrarySummary> {
  const [statusRows, categoryRows] = await Promise.all([countItemsByStatus(ctx.db), countItemsByCategory(ctx.db)]);
  const byStatus = Object.fromEntries(LIBRARY_STATUSES.map((s) => [s, 0])) as TLibrarySummary['byStatus'];
  for (const row of statusRows) byStatus[row.status] = row.total;
  return {
    total: statusRows.reduce((sum, row) => sum + row.total, 0),
    byStatus,
    byCategory: categoryRows,
  };
}

export async function findLibraryCategories(ctx: AppContext, query: TLibraryCategoryTableQuery) {
  const { rows, total } = await findCategoryPage(ctx.db, query);
  return { rows: rows.map(presentLibraryCategory), meta: { page: query.page, limit: query.limit, total } };
}

/** Category writes are privileged (manageLibrary): each is audited in its own transaction (issue 22). */
const CATEGORY_WRITES = {
  insert: insertCategory,
  find: findCategory,
  update: updateCategory,
  kind: 'library-category',
  nameTaken: MSG.categoryTaken,
  notFound: MSG.notFound(CATEGORY),
} as const;

export async function createLibraryCategory(ctx: AppContext, actor: AuditActor, input: TCreateLibraryCategoryRequest) {
  if (await findCategoryByName(ctx.db, input.name)) throw conflict(MSG.categoryTaken);
  return presentLibraryCategory(await createAuditedCategory(ctx, actor, CATEGORY_WRITES, input));
}

export async function updateLibraryCategory(ctx: AppContext, actor: AuditActor, input: TUpdateLibraryCategoryRequest) {
  const { id, ...changes } = input;
  if (changes.name) {
    const same = await findCategoryByName(ctx.db, changes.name);
    if (same && same.id !== id) throw conflict(MSG.categoryTaken);
  }
  return presentLibraryCategory(await updateAuditedCategory(ctx, actor, CATEGORY_WRITES, id, changes));
}

/** ADMIN only (deleteCategories): refused with 409 and the count while resources use it. */
export async function deleteLibraryCategory(ctx: AppContext, actor: AuditActor, id: number) {
  return deleteUnusedCategory(ctx, actor, id, {
    countUses: countItemsInCategory,
    remove: deleteCategory,
    things: ['resource', 'resources'],
    action: 'category.delete',
    kind: 'library-category',
  });
}
