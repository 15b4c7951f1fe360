import { MSG } from '@campus/shared/messages';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useForgetDevicePush } from '../push/use-forget-device-push';
import { useLogoutMutation } from './auth-api';
import { signedOut } from './auth-slice';
import { signOutOfProvider } from './identity';

/** Logout clears the stored token (and the profile and cached API data). */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout, state] = useLogoutMutation();
  const forgetDevicePush = useForgetDevicePush();
  const signOut = useCallback(async () => {
    // While the token is still stored: stop pushes of this account to this browser.
    await forgetDevicePush();
    try {
      await logout().unwrap();
    } catch {
      toast.error(MSG.logoutFailed);
    }
    await signOutOfProvider();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout, forgetDevicePush]);
  return { signOut, isLoading: state.isLoading };
}
