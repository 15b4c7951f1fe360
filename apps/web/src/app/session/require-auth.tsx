import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../paths';
import { useSession } from './use-session';

/** Guests are sent to /sign-in (product §2: marketplace and course redirect when not logged in). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  return children;
}
