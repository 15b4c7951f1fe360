import { MSG } from '@campus/shared/messages';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useLogoutMutation } from './auth-api';
import { signedOut } from './auth-slice';
import { signOutOfProvider } from './identity';

/** Logout clears the stored token (and the profile and cached API data). */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout, state] = useLogoutMutation();
  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      toast.error(MSG.logoutFailed);
    }
    await signOutOfProvider();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout]);
  return { signOut, isLoading: state.isLoading };
}
