import { MSG } from '@campus/shared/messages';
import type { AuditAction, AuditTargetKind } from '@campus/shared/schemas/audit';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { pgErrorCode } from '../../db/pg-error';
import { AppError, conflict } from '../../http/errors';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';

/** What deleting one area's category needs from that area's repository and audit vocabulary. */
export interface CategoryDeletion {
  /** How many of the area's items (or ideas) are filed under the category. */
  countUses(db: DbOrTx, id: number): Promise<number>;
  /** Deletes the category and answers the deleted row, or undefined when there was none. */
  remove(db: DbOrTx, id: number): Promise<{ name: string } | undefined>;
  /** What uses a category, singular and plural, for the 409 message ('item', 'items'). */
  things: readonly [string, string];
  action: AuditAction;
  kind: AuditTargetKind;
}

/**
 * Deletes a category nothing uses, with its audit row in the same transaction (decision 021). A category still in
 * use is refused with 409 and the count; one filed under between the count and the delete (the foreign key's
 * 23503) is refused the same way, so a delete never leaves an item without its category.
 */
export async function deleteUnusedCategory(ctx: AppContext, actor: AuditActor, id: number, spec: CategoryDeletion) {
  await ctx.db.transaction(async (tx) => {
    const used = await spec.countUses(tx, id);
    if (used > 0) throw conflict(MSG.categoryInUse(used, spec.things));
    let row: { name: string } | undefined;
    try {
      row = await spec.remove(tx, id);
    } catch (error) {
      if (pgErrorCode(error) === '23503') throw conflict(MSG.categoryInUse(1, spec.things));
      throw error;
    }
    if (!row) throw new AppError('NOT_FOUND', MSG.notFound('Category'));
    await recordAudit(tx, {
      actor,
      action: spec.action,
      target: { kind: spec.kind, id, title: row.name },
      changes: [{ field: 'name', from: row.name, to: null }],
    });
  });
  return { id };
}

/** What writing one area's categories needs: its repository, its audit kind and its texts. */
export interface CategoryWrites<Row extends { id: number; name: string }, Values extends Record<string, unknown>> {
  insert(db: DbOrTx, values: Values): Promise<Row>;
  find(db: DbOrTx, id: number): Promise<Row | undefined>;
  update(db: DbOrTx, id: number, values: Partial<Values>): Promise<Row | undefined>;
  kind: AuditTargetKind;
  /** The 409 of a name another category has (the unique index's 23505). */
  nameTaken: string;
  /** The 404 of an id that names no category. */
  notFound: string;
}

function nameTakenOr(spec: { nameTaken: string }, error: unknown): unknown {
  return pgErrorCode(error) === '23505' ? conflict(spec.nameTaken) : error;
}

/** Creates a category with its `category.create` audit row in the same transaction (decision 021). */
export async function createAuditedCategory<
  Row extends { id: number; name: string },
  Values extends Record<string, unknown>,
>(ctx: AppContext, actor: AuditActor, spec: CategoryWrites<Row, Values>, values: Values): Promise<Row> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const created = await spec.insert(tx, values);
      await recordAudit(tx, {
        actor,
        action: 'category.create',
        target: { kind: spec.kind, id: created.id, title: created.name },
        changes: diffChanges(null, values),
      });
      return created;
    });
  } catch (error) {
    throw nameTakenOr(spec, error);
  }
}

/** Edits a category; what changed (nothing: no row) is audited as `category.update` under its old name. */
export async function updateAuditedCategory<
  Row extends { id: number; name: string },
  Values extends Record<string, unknown>,
>(
  ctx: AppContext,
  actor: AuditActor,
  spec: CategoryWrites<Row, Values>,
  id: number,
  values: Partial<Values>,
): Promise<Row> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await spec.find(tx, id);
      const updated = before && (await spec.update(tx, id, values));
      if (!before || !updated) throw new AppError('NOT_FOUND', spec.notFound);
      const changes = diffChanges(before, values);
      if (changes.length) {
        await recordAudit(tx, {
          actor,
          action: 'category.update',
          target: { kind: spec.kind, id, title: before.name },
          changes,
        });
      }
      return updated;
    });
  } catch (error) {
    throw nameTakenOr(spec, error);
  }
}
