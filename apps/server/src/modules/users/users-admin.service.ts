import { DISABLED_USER_STATUSES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type { TAdminUpdateUserRequest, TCreateUserRequest, TUserTableQuery } from '@campus/shared/schemas/users';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { cachedCount } from '../../db/count-cache';
import { badRequest, conflict, notFound } from '../../http/errors';
import { dayRange } from '../../http/query';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';
import { ensureDepartment, ensureDesignation, ensureInstitution, ensureTeam } from '../directory/directory.service';
import { presentUser } from './users.presenter';
import { bumpTokenVersion, findUserWithRefs, insertUser, updateUserById } from './users.repository';
import { countUserTable, findUserIdByEmail, findUserTablePage, userTableWhere } from './users-admin.repository';

/** What a user-table total depends on: the people, and the directory names its filters match. */
const USER_TABLE_READS = ['users', 'directory'];

type References = Pick<TAdminUpdateUserRequest, 'instituteId' | 'departmentId' | 'designationId' | 'teamId'>;

/** Every id the admin picked must name an existing row: a clear 400 instead of a foreign-key failure. */
async function ensureReferences(db: DbOrTx, refs: References) {
  if (refs.instituteId) await ensureInstitution(db, refs.instituteId);
  if (refs.departmentId) await ensureDepartment(db, refs.departmentId);
  if (refs.designationId) await ensureDesignation(db, refs.designationId);
  if (refs.teamId) await ensureTeam(db, refs.teamId);
}

async function presentById(ctx: AppContext, id: number) {
  const row = await findUserWithRefs(ctx.db, id);
  if (!row) throw notFound('User');
  return presentUser(row);
}

/** An admin adds a member. Admin-created accounts start ACTIVE unless the form says otherwise. */
export async function createUserByAdmin(ctx: AppContext, actor: AuditActor, input: TCreateUserRequest) {
  await ensureReferences(ctx.db, input);
  if (await findUserIdByEmail(ctx.db, input.email)) throw conflict(MSG.emailTaken);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, { ...input, status: input.status ?? 'ACTIVE' });
    await recordAudit(tx, {
      actor,
      action: 'user.create',
      target: { kind: 'user', id: created.id, title: created.fullName },
      changes: diffChanges(null, { email: created.email, role: created.role, status: created.status }),
    });
    return created;
  });
  return presentById(ctx, row.id);
}

/** An admin edits any user. An admin cannot demote or disable themself, so the society never locks itself out. */
export async function updateUserByAdmin(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: TAdminUpdateUserRequest,
) {
  const before = await findUserWithRefs(ctx.db, id);
  if (!before) throw notFound('User');
  if (id === actor.id) {
    const demotes = input.role !== undefined && input.role !== 'ADMIN';
    const disables = input.status !== undefined && DISABLED_USER_STATUSES.includes(input.status);
    if (demotes || disables) throw conflict(MSG.cannotDemoteSelf);
  }
  await ensureReferences(ctx.db, input);
  if (input.email) {
    const owner = await findUserIdByEmail(ctx.db, input.email);
    if (owner && owner !== id) throw conflict(MSG.emailTaken);
  }
  await ctx.db.transaction(async (tx) => {
    await updateUserById(tx, id, input);
    const changes = diffChanges(before.user, input);
    if (!changes.length) return;
    const roleChanged = changes.some((c) => c.field === 'role');
    const disabled =
      input.status !== undefined &&
      input.status !== before.user.status &&
      DISABLED_USER_STATUSES.includes(input.status);
    // Disabling ends their sessions (decision 017). A role change does not: the guard reads the current role, so the
    // old token gets 403 on what the new role may not do (architecture §5).
    if (disabled) await bumpTokenVersion(tx, id);
    await recordAudit(tx, {
      actor,
      action: roleChanged ? 'user.role.change' : 'user.update',
      target: { kind: 'user', id, title: before.user.fullName },
      changes,
    });
  });
  return presentById(ctx, id);
}

function day(value: string | undefined, field: 'createdAt' | 'updatedAt') {
  if (!value) return undefined;
  const range = dayRange(value);
  if (!range) throw badRequest(`${field} must be a date like 2024-01-31`, field);
  return range;
}

/**
 * One page of the admin user table and its total. The total is counted once per version of the people and the
 * directory (decision 015): at 200 000 members `count(*)` alone took 6 ms of every page.
 */
export async function findUserTable(ctx: AppContext, query: TUserTableQuery) {
  const filter = {
    ...query,
    createdAt: day(query.createdAt, 'createdAt'),
    updatedAt: day(query.updatedAt, 'updatedAt'),
  };
  const where = userTableWhere(filter);
  const [rows, total] = await Promise.all([
    findUserTablePage(ctx.db, where, filter),
    cachedCount(ctx.changes, USER_TABLE_READS, 'users', where, () => countUserTable(ctx.db, where, filter)),
  ]);
  return { rows: rows.map(presentUser), total };
}
