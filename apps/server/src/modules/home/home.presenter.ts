import type { UserWithRefs } from '../users/users.presenter';
import { presentPublicUser } from '../users/users.presenter';

/** A member on Home: public fields only, never email or contact number. */
export function presentHomeMember({ user, institute, department, designation, team }: UserWithRefs) {
  return presentPublicUser({
    id: user.id,
    fullName: user.fullName,
    profilePic: user.profilePic ?? user.gmailPic,
    designation: designation?.name,
    team: team?.name,
    department: department?.name,
    institute: institute?.name,
  });
}
