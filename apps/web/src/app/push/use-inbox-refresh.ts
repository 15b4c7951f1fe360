import { useEffect } from 'react';
import { useAppDispatch } from '../hooks';
import { pushApi } from './push-api';
import { SW_MESSAGES } from './register-sw';

/** Refetches the inbox and the unread count when the service worker shows a push. */
export function useInboxRefreshOnPush(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.pushReceived) {
        dispatch(pushApi.util.invalidateTags([{ type: 'USER', id: 'NOTIFICATIONS' }]));
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [enabled, dispatch]);
}
