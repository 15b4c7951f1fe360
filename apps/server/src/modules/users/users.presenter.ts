import type { departments, designations, institutions, teams, users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;
type Named = { name: string } | null;

export interface UserWithRefs {
  user: UserRow;
  institute: Pick<typeof institutions.$inferSelect, 'name'> | null;
  department: Pick<typeof departments.$inferSelect, 'name'> | null;
  designation: Pick<typeof designations.$inferSelect, 'name'> | null;
  team: Pick<typeof teams.$inferSelect, 'name'> | null;
}

const named = (r: { name: string } | null): Named => (r ? { name: r.name } : null);

/** The full record: only for the user themself and for admins. gmailPic is never sent back. */
export function presentUser({ user, institute, department, designation, team }: UserWithRefs) {
  return {
    id: user.id,
    fullName: user.fullName,
    contactNo: user.contactNo,
    email: user.email,
    link: user.link,
    profilePic: user.profilePic ?? user.gmailPic,
    coverPic: user.coverPic,
    role: user.role,
    status: user.status,
    studyAt: user.studyAt,
    instituteId: user.instituteId,
    designationId: user.designationId,
    teamId: user.teamId,
    departmentId: user.departmentId,
    session: user.session,
    language: user.language,
    instituteName: named(institute),
    deptName: named(department),
    designation: named(designation),
    team: named(team),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
export type PresentedUser = ReturnType<typeof presentUser>;

export interface PublicUserSource {
  id: number;
  fullName: string;
  profilePic: string | null;
  designation?: string | null;
  team?: string | null;
  department?: string | null;
  institute?: string | null;
}

/** What anyone may see of a member: never email or contact number (architecture §7). */
export function presentPublicUser(u: PublicUserSource) {
  return {
    id: u.id,
    fullName: u.fullName,
    profilePic: u.profilePic,
    designation: u.designation ?? null,
    team: u.team ?? null,
    department: u.department ?? null,
    institute: u.institute ?? null,
  };
}
export type PublicUser = ReturnType<typeof presentPublicUser>;
