import { API_PREFIX } from '@campus/shared/constants';
import type { TAuthConfig } from '@campus/shared/schemas/auth';
import { jwtDecode } from 'jwt-decode';
import { currentLanguage } from '../../lib/i18n';

/** What the identity-provider step yields (product §2 Sign-in: email, display name, photo and an ID token). */
export interface ProviderAccount {
  idToken: string;
  email: string;
  displayName: string;
  photoURL: string;
}

export class ProviderError extends Error {
  constructor(
    readonly code: 'popup-blocked' | 'popup-closed-by-user' | 'network-request-failed' | 'internal-error',
    message: string,
  ) {
    super(message);
  }
}

let configPromise: Promise<TAuthConfig> | undefined;
function authConfig(): Promise<TAuthConfig> {
  configPromise ??= fetch(`${API_PREFIX}/auth/config`)
    .then((r) => r.json() as Promise<{ data: TAuthConfig }>)
    .then((b) => b.data)
    .catch((e) => {
      configPromise = undefined;
      throw new ProviderError('network-request-failed', String(e));
    });
  return configPromise;
}

const POPUP = 'width=500,height=600';

/** The local identity emulator: a popup that posts an ID token back to this window. */
function emulatorSignIn(): Promise<ProviderAccount> {
  return new Promise((resolve, reject) => {
    // The popup is server HTML: it learns the language on screen from the address (decision 030).
    const popup = window.open(`${API_PREFIX}/identity-emulator?lang=${currentLanguage()}`, 'identity-emulator', POPUP);
    if (!popup) {
      reject(new ProviderError('popup-blocked', 'The sign-in popup was blocked'));
      return;
    }
    const timer = window.setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(new ProviderError('popup-closed-by-user', 'The sign-in popup was closed'));
      }
    }, 500);
    function onMessage(event: MessageEvent) {
      const data = event.data as Partial<ProviderAccount> & { type?: string };
      if (event.origin !== window.location.origin || data?.type !== 'identity-emulator' || !data.idToken) return;
      cleanup();
      resolve({
        idToken: data.idToken,
        email: data.email ?? '',
        displayName: data.displayName ?? '',
        photoURL: data.photoURL ?? '',
      });
    }
    function cleanup() {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
    }
    window.addEventListener('message', onMessage);
  });
}

interface GoogleId {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (r: { credential: string }) => void;
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
      disableAutoSelect(): void;
    };
  };
}

function loadGoogleScript(): Promise<GoogleId> {
  const w = window as unknown as { google?: GoogleId };
  if (w.google) return Promise.resolve(w.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () =>
      w.google ? resolve(w.google) : reject(new ProviderError('internal-error', 'Google did not load'));
    script.onerror = () => reject(new ProviderError('network-request-failed', 'Could not reach Google'));
    document.head.appendChild(script);
  });
}

/** Real Google sign-in through Google Identity Services; the credential is a Google ID token. */
async function googleSignIn(clientId: string): Promise<ProviderAccount> {
  const google = await loadGoogleScript();
  return new Promise((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        const claims = jwtDecode<{ email?: string; name?: string; picture?: string }>(credential);
        resolve({
          idToken: credential,
          email: claims.email ?? '',
          displayName: claims.name ?? '',
          photoURL: claims.picture ?? '',
        });
      },
    });
    google.accounts.id.prompt((n) => {
      if (n.isNotDisplayed() || n.isSkippedMoment())
        reject(new ProviderError('popup-closed-by-user', 'Google sign-in was dismissed'));
    });
  });
}

/** Fetches the provider mode early so the popup opens inside the click (popup blockers). */
export function prepareProvider(): void {
  void authConfig().catch(() => undefined);
}

export async function signInWithProvider(): Promise<ProviderAccount> {
  const config = await authConfig();
  if (config.mode === 'google' && config.googleClientId) return googleSignIn(config.googleClientId);
  return emulatorSignIn();
}

/** Leaves the identity-provider session (after a failed login or registration, and on sign-out). */
export async function signOutOfProvider(): Promise<void> {
  const w = window as unknown as { google?: GoogleId };
  w.google?.accounts.id.disableAutoSelect();
}
