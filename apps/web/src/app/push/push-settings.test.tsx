import { NOTIFICATION_CATEGORIES } from '@campus/shared/enums';
import { profile } from '@campus/shared/i18n/en/profile';
import { MSG } from '@campus/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithStore, stubApi } from '../../test/test-utils';
import { PushSettings } from './push-settings';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const MEMBER = { id: 7 };

afterEach(() => vi.unstubAllGlobals());

function serveSettings() {
  const categories = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, true])) as Record<string, boolean>;
  return stubApi(({ method, path, body }) => {
    if (path === '/push/public-key') return { body: envelope({ publicKey: PUBLIC_KEY }) };
    if (path === '/push/preferences' && method === 'PATCH') {
      Object.assign(categories, (body as { categories: Record<string, boolean> }).categories);
      return { body: envelope({ categories: { ...categories } }, MSG.pushPreferencesSaved) };
    }
    if (path === '/push/preferences') return { body: envelope({ categories: { ...categories } }) };
    if (path === '/push/subscribe') return { status: 201, body: envelope({}, MSG.pushSubscribed) };
    return undefined;
  });
}

/** A browser with service workers and Web Push, whose permission prompt answers `answer`. */
function stubPushBrowser(answer: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example.com/device-1',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example.com/device-1',
      expirationTime: null,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const registration = {
    pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) },
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return { requestPermission, registration, subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushSettings', () => {
  it('says clearly when the browser cannot receive push, and still lets the categories be switched', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderWithStore(<PushSettings />, { user: MEMBER, route: '/profile' });

    expect(screen.getByRole('alert')).toHaveTextContent(MSG.pushUnsupported);
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).not.toBeInTheDocument();

    const offers = await screen.findByRole('switch', { name: profile.en.OFFER_RECEIVED });
    await vi.waitFor(() => expect(offers).toBeEnabled());
    expect(offers).toHaveAttribute('aria-checked', 'true');
    await user.click(offers);
    await vi.waitFor(() => expect(offers).toHaveAttribute('aria-checked', 'false'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ categories: { OFFER_RECEIVED: false } });
    expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_CATEGORIES.length);
  });

  it('asks for permission only after a tap, and explains when the browser refuses', async () => {
    serveSettings();
    const { requestPermission, registration } = stubPushBrowser('denied');
    const user = userEvent.setup();
    renderWithStore(<PushSettings />, { user: MEMBER, route: '/profile' });

    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Turn on push notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.pushDenied);
    expect(registration.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('subscribes this device with the server’s VAPID key and sends the subscription to the server', async () => {
    const calls = serveSettings();
    const { registration } = stubPushBrowser('granted');
    const user = userEvent.setup();
    renderWithStore(<PushSettings />, { user: MEMBER, route: '/profile' });
    await vi.waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/push/public-key')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Turn on push notifications' }));

    expect(await screen.findByRole('button', { name: 'Turn off on this device' })).toBeInTheDocument();
    const [options] = registration.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.url.pathname === '/api/v1/push/subscribe')?.body).toEqual({
      endpoint: 'https://push.example.com/device-1',
      expirationTime: null,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });
  });
});
