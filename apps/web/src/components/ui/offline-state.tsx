import { msg } from '@campus/shared/i18n/en/msg';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection (its online and offline events). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A request that failed because this device has no connection (RTK Query's FETCH_ERROR while offline). */
export function isOfflineError(error: unknown): boolean {
  return (
    typeof navigator !== 'undefined' &&
    !navigator.onLine &&
    Boolean(error) &&
    typeof error === 'object' &&
    (error as { status?: unknown }).status === 'FETCH_ERROR'
  );
}

/**
 * What a page shows offline when its data was never loaded on this device: it says so calmly and tries again by
 * itself when the connection comes back (the queries refetch on reconnect), instead of an error.
 */
export function OfflineState({ className = '' }: { className?: string }) {
  const t = useT(msg);
  return (
    <section
      role="status"
      aria-labelledby="offline-state-title"
      className={`mx-auto flex w-full max-w-md flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center ${className}`}
    >
      <WifiOff aria-hidden size={40} className="text-slate-400" />
      <h2 id="offline-state-title" className="text-base font-semibold text-slate-800">
        {t('offlineTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('offlineBody')}</p>
    </section>
  );
}
