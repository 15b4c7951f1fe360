import type { TUpdateOwnProfileRequest } from '@campus/shared/schemas/users';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { ensureDepartment } from '../directory/directory.service';
import { presentUser } from './users.presenter';
import { findUserWithRefs, updateUserById } from './users.repository';

export async function getUserDetails(ctx: AppContext, id: number) {
  const row = await findUserWithRefs(ctx.db, id);
  if (!row) throw notFound('User');
  return presentUser(row);
}

/** A member edits their own profile; role, status and email are not part of the schema, so never change here. */
export async function updateOwnProfile(ctx: AppContext, userId: number, input: TUpdateOwnProfileRequest) {
  if (input.departmentId) await ensureDepartment(ctx.db, input.departmentId);
  await updateUserById(ctx.db, userId, input);
  return getUserDetails(ctx, userId);
}
