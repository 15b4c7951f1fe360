import type { Role } from '@campus/shared/enums';
import { jwtDecode } from 'jwt-decode';
import { useMemo } from 'react';
import { useAppSelector } from '../hooks';

export interface TokenUser {
  id: number;
  role: Role | '';
}

/** product §3: the app token carries id and role; a failed decode yields id 0 and an empty role. */
export function decodeToken(token: string | null): TokenUser {
  if (!token) return { id: 0, role: '' };
  try {
    const payload = jwtDecode<{ id?: unknown; role?: unknown }>(token);
    return { id: Number(payload.id) || 0, role: typeof payload.role === 'string' ? (payload.role as Role) : '' };
  } catch (error) {
    console.warn('Could not decode the app token', error);
    return { id: 0, role: '' };
  }
}

export function useSession() {
  const token = useAppSelector((s) => s.auth.token);
  return useMemo(() => {
    const decoded = decodeToken(token);
    const user = token && decoded.id ? decoded : null;
    return { token, user, isSignedIn: Boolean(user) };
  }, [token]);
}
