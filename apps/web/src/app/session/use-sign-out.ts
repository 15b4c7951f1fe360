import { msg } from '@campus/shared/i18n/en/msg';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useLogoutEverywhereMutation, useLogoutMutation } from '../../features/auth/auth-api';
import { signOutOfProvider } from '../../features/auth/identity';
import { tr } from '../../lib/i18n';
import { clearMemberCaches } from '../../lib/member-cache';
import { api } from '../api';
import { forgetPrivateOfflineData } from '../forget-offline-data';
import { useAppDispatch } from '../hooks';
import { useForgetDevicePush } from '../push/use-forget-device-push';
import { signedOut } from './auth-slice';

/** Why the app sent the member to sign in (router state): the sign-in page says it, since they did not sign out. */
export interface SignInState {
  reason?: 'role-changed';
}

/**
 * Logout clears the stored token, the profile, cached API data and what the device kept offline, then says so.
 * Returns false when "everywhere" could not reach the server: then the member stays signed in here and can retry.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout, state] = useLogoutMutation();
  const [logoutEverywhere, everywhereState] = useLogoutEverywhereMutation();
  const forgetDevicePush = useForgetDevicePush();
  /**
   * `quiet`: no "Signed out" toast (the app signed the member out; the sign-in page says why).
   * `everywhere`: every token of the member stops working, on every device (decision 017), this one too.
   */
  const signOut = useCallback(
    async ({ quiet = false, everywhere = false }: { quiet?: boolean; everywhere?: boolean } = {}) => {
      // While the token is still stored: stop pushes of this account to this browser.
      await forgetDevicePush();
      if (everywhere) {
        try {
          await logoutEverywhere().unwrap();
        } catch {
          toast.error(tr(msg, 'logoutFailed'));
          return false;
        }
      } else {
        try {
          await logout().unwrap();
        } catch {
          toast.error(tr(msg, 'logoutFailed'));
        }
      }
      await signOutOfProvider();
      dispatch(signedOut());
      dispatch(api.util.resetApiState());
      await forgetPrivateOfflineData();
      // Tickets kept for offline use (issue 19) leave with the member.
      clearMemberCaches();
      if (!quiet) toast.success(tr(msg, everywhere ? 'signedOutEverywhere' : 'signedOutToast'));
      return true;
    },
    [dispatch, logout, logoutEverywhere, forgetDevicePush],
  );
  return { signOut, isLoading: state.isLoading || everywhereState.isLoading };
}
