import { presentPublicUser } from '../users/users.presenter';
import type { HomeMemberRow } from './home.repository';

/** A member on Home: public fields only, never email or contact number. */
export function presentHomeMember(member: HomeMemberRow) {
  return presentPublicUser({ ...member, profilePic: member.profilePic ?? member.gmailPic });
}
