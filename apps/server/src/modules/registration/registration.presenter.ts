import type { TRegistrationWindow } from '@campus/shared/schemas/auth';
import type { registrationWindows } from '../../db/schema/index';

export function presentWindow(
  window: typeof registrationWindows.$inferSelect,
  institution: { id: number; name: string } | null,
  now = new Date(),
): TRegistrationWindow {
  return {
    id: window.id,
    isOpen: window.isOpen,
    /** isOpen and the deadline has not passed: what the sign-in page shows as open. */
    isOpenNow: window.isOpen && window.deadline.getTime() >= now.getTime(),
    openForId: window.openForId,
    openFor: institution,
    imageUrl: window.imageUrl,
    deadline: window.deadline.toISOString(),
    createdAt: window.createdAt.toISOString(),
    updatedAt: window.updatedAt.toISOString(),
  };
}
export type PresentedWindow = TRegistrationWindow;
