import { useCallback } from 'react';
import { useUnsubscribePushMutation } from './push-api';

/**
 * For sign-out: stops pushes to this browser, so the next person who signs in here does not get the
 * previous account's notifications. Call it while the token is still stored; it never throws.
 */
export function useForgetDevicePush(): () => Promise<void> {
  const [unsubscribe] = useUnsubscribePushMutation();
  return useCallback(async () => {
    try {
      if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager?.getSubscription();
      if (!subscription) return;
      await unsubscribe({ endpoint: subscription.endpoint })
        .unwrap()
        .catch(() => undefined);
      await subscription.unsubscribe();
    } catch {
      // Signing out must never fail because of push.
    }
  }, [unsubscribe]);
}
