import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@campus/shared/enums';
import { msg } from '@campus/shared/i18n/en/msg';
import { profile } from '@campus/shared/i18n/en/profile';
import type { TPushSubscribeRequest } from '@campus/shared/schemas/push';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { tr, useT } from '../../lib/i18n';
import { errorMessage } from '../api-error';
import {
  usePushPreferencesQuery,
  usePushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useUpdatePushPreferencesMutation,
} from './push-api';
import { isPushSupported } from './register-sw';

/** How long to wait for the service worker to become active before giving up. */
const READY_TIMEOUT_MS = 10_000;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const a = new Uint8Array(current);
  const b = keyBytes(publicKey);
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function toRequest(subscription: PushSubscription): TPushSubscribeRequest {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('service worker not ready')), READY_TIMEOUT_MS),
    ),
  ]);
}

/** The subscription of this browser, if push is on here. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Push settings on /profile: push is switched on per device and only after a tap (iPhone web apps
 * require it), categories are switched per account.
 */
export function PushSettings() {
  const headingId = useId();
  const supported = isPushSupported();
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    supported ? Notification.permission : 'default',
  );
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const t = useT(profile);
  const tm = useT(msg);
  // A failure of the last tap, in the language of that moment; what the browser allows is read at each render.
  const [failure, setProblem] = useState<string | null>(null);
  const problem = failure ?? (!supported ? tm('pushUnsupported') : permission === 'denied' ? tm('pushDenied') : null);
  const [isWorking, setIsWorking] = useState(false);
  const publicKey = usePushPublicKeyQuery(undefined, { skip: !supported });
  const preferences = usePushPreferencesQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  const [updatePreferences, updateState] = useUpdatePushPreferencesMutation();

  // A subscription this browser already has is re-sent, so it belongs to whoever is signed in now.
  useEffect(() => {
    if (!supported || Notification.permission !== 'granted') return;
    let isCurrent = true;
    void currentSubscription()
      .then((existing) => {
        if (!isCurrent || !existing) return;
        setSubscription(existing);
        void subscribe(toRequest(existing));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [supported, subscribe]);

  async function enable() {
    setProblem(null);
    // The permission prompt comes first, straight from the tap.
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer !== 'granted') {
      setProblem(answer === 'denied' ? tr(msg, 'pushDenied') : tr(msg, 'pushFailed'));
      return;
    }
    setIsWorking(true);
    try {
      const key = publicKey.data?.data.publicKey ?? (await publicKey.refetch().unwrap()).data.publicKey;
      const registration = await activeRegistration();
      let sub = await registration.pushManager.getSubscription();
      if (sub && !sameKey(sub, key)) {
        await sub.unsubscribe();
        sub = null;
      }
      sub ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
      await subscribe(toRequest(sub)).unwrap();
      setSubscription(sub);
      toast.success(tr(msg, 'pushSubscribed'));
    } catch (error) {
      console.warn('Push subscription failed', error);
      setProblem(Notification.permission === 'denied' ? tr(msg, 'pushDenied') : tr(msg, 'pushFailed'));
    } finally {
      setIsWorking(false);
    }
  }

  async function disable() {
    if (!subscription) return;
    setIsWorking(true);
    setProblem(null);
    try {
      await unsubscribe({ endpoint: subscription.endpoint })
        .unwrap()
        .catch(() => undefined);
      await subscription.unsubscribe();
      setSubscription(null);
      toast.success(tr(msg, 'pushUnsubscribed'));
    } catch (error) {
      setProblem(errorMessage(error, tr(msg, 'pushFailed')));
    } finally {
      setIsWorking(false);
    }
  }

  async function toggle(category: NotificationCategory, enabled: boolean) {
    try {
      await updatePreferences({ categories: { [category]: enabled } }).unwrap();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const categories = preferences.data?.data.categories;
  const isOn = Boolean(subscription);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {t('pushTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{isOn ? t('pushOnHint') : t('pushOffHint')}</p>
        </div>
        {supported ? (
          isOn ? (
            <Button
              variant="secondary"
              isLoading={isWorking}
              onClick={() => void disable()}
              icon={<BellOff aria-hidden size={16} />}
            >
              {t('pushTurnOff')}
            </Button>
          ) : (
            <Button
              isLoading={isWorking}
              disabled={permission === 'denied'}
              onClick={() => void enable()}
              icon={<BellRing aria-hidden size={16} />}
            >
              {t('pushTurnOn')}
            </Button>
          )
        ) : null}
      </div>

      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {problem}
        </p>
      ) : null}

      <fieldset className="mt-4" disabled={!categories}>
        <legend className="text-sm font-semibold text-slate-800">{t('notifyMeAbout')}</legend>
        <p className="text-xs text-slate-600">{t('notifyHint')}</p>
        <ul className="mt-2 divide-y divide-slate-100">
          {NOTIFICATION_CATEGORIES.map((category) => {
            const checked = categories?.[category] ?? true;
            const pending = updateState.isLoading && updateState.originalArgs?.categories[category] !== undefined;
            return (
              <li key={category} className="flex items-center justify-between gap-3 py-2">
                <span id={`${headingId}-${category}`} className="text-sm text-slate-800">
                  {t(category)}
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={checked}
                  aria-labelledby={`${headingId}-${category}`}
                  disabled={!categories || pending}
                  onClick={() => void toggle(category, !checked)}
                  className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${
                    checked ? 'bg-brand-700' : 'bg-slate-500'
                  }`}
                >
                  <span
                    aria-hidden
                    className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
                      checked ? 'translate-x-5' : 'translate-x-0.5'
                    }`}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </section>
  );
}
