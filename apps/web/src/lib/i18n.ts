import type { BnCatalogue } from '@campus/shared/i18n/bn/index';
import type { Area, TextArgs, Texts } from '@campus/shared/i18n/catalogue';
import { isLang, type Lang, pickLanguage } from '@campus/shared/i18n/lang';
import type { Locale } from 'date-fns';
import { useCallback, useSyncExternalStore } from 'react';

/** The device's language (issue 23): the plain string 'en' or 'bn', outside redux-persist (decision 030). */
export const LANGUAGE_KEY = 'bc-lang';

interface LanguageState {
  lang: Lang;
  /** The Bangla catalogue and date-fns locale, loaded the first time Bangla is chosen (its message areas after). */
  bn: Partial<BnCatalogue> | null;
  locale: Locale | undefined;
  /** date-fns' `format`, loaded with Bangla only (English dates need none of it: lib/dates.ts). */
  format: ((at: number, pattern: string, locale: Locale) => string) | null;
  /** English messages of messages*.ts (schema validation, server texts) in Bangla. */
  toBangla: ((message: string) => string) | null;
}

let state: LanguageState = { lang: 'en', bn: null, locale: undefined, format: null, toBangla: null };
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language remembered on this device, if the member switched once. */
export function storedLanguage(): Lang | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language a visit starts in: the one remembered on the device, else the browser's (bn* → Bangla). */
export function deviceLanguage(): Lang {
  return storedLanguage() ?? pickLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/**
 * The Bangla of the screens and date-fns' `bn` locale, in a chunk of their own (decision 030), with the Bengali font
 * when the device has stored it (decision 043). The localizer of English messages comes once the first screen has
 * settled.
 */
async function loadBangla(): Promise<Pick<LanguageState, 'bn' | 'locale' | 'format'>> {
  const { BN_SCREENS, bn, format, UTCDateMini, afterFirstScreen, addStoredFont } = await import('./bangla');
  await addStoredFont();
  // Only the localizer changes: the screens' catalogue (`bn`) keeps its identity, so the components that read texts
  // through useT do not render again when it arrives (a 25 ms re-render of the whole page in Bangla traces).
  afterFirstScreen(({ toBangla }) => {
    state = { ...state, toBangla };
    for (const listener of listeners) listener();
  });
  return {
    bn: BN_SCREENS,
    locale: bn,
    // The instant as UTC wall time (lib/dates.ts moves it to the Dhaka clock first).
    format: (at, pattern, locale) => format(new UTCDateMini(at), pattern, { locale }),
  };
}

/** The language now, outside React (formatting in plain functions). */
export function currentLanguage(): Lang {
  return state.lang;
}

/** The language last chosen, on screen or still loading its catalogue (a Bangla visit's first requests). */
let chosen: Lang = 'en';

/**
 * The API's Accept-Language: the language the screen is in or is switching to, so a request made while the Bangla
 * catalogue loads (the first page's data, index.html's boot request) is answered in the language it will be read in.
 */
export function requestLanguage(): Lang {
  return chosen;
}

/** date-fns' `format` and `bn` locale while Bangla is on screen (null in English). */
export function banglaDates(): { format: NonNullable<LanguageState['format']>; locale: Locale } | null {
  return state.lang === 'bn' && state.format && state.locale ? { format: state.format, locale: state.locale } : null;
}

/**
 * Switches the whole app at once. `remember`: the member chose it, so the device keeps it (a first visit
 * that follows the browser does not). Bangla shows once its catalogue has loaded; English texts until then.
 */
export async function setLanguage(lang: Lang, options: { remember?: boolean } = {}): Promise<void> {
  chosen = lang;
  if (options.remember !== false) {
    try {
      localStorage.setItem(LANGUAGE_KEY, lang);
    } catch {
      // Private mode without storage: the switch still holds for this visit.
    }
  }
  const loaded = lang === 'bn' && !state.bn ? await loadBangla() : {};
  state = { ...state, ...loaded, lang };
  showLanguage(lang);
  for (const listener of listeners) listener();
}

/**
 * `<html lang>` and the PWA manifest follow the language: the Bangla manifest names the app in Bangla when it is
 * installed (the platform reads one manifest, so the page points at the one of the language on screen).
 */
function showLanguage(lang: Lang) {
  document.documentElement.lang = lang;
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', lang === 'bn' ? '/manifest-bn.webmanifest' : '/manifest.webmanifest');
}

/** Starts the visit in the device's language; main.tsx waits for it before the first render in Bangla. */
export function startLanguage(): Promise<void> | undefined {
  const lang = deviceLanguage();
  showLanguage(lang);
  return lang === 'en' ? undefined : setLanguage(lang, { remember: false });
}

// Each hook reads only the parts it uses, so a change to another part renders none of its components again.
const getLang = () => state.lang;
const getBn = () => state.bn;
const getToBangla = () => state.toBangla;

export function useLanguage(): Lang {
  return useSyncExternalStore(subscribe, getLang);
}

/**
 * A message written in English by shared code (a zod schema's 'Please fill out the Email field.', an MSG text)
 * in the language on screen: form fields show their errors through it (decision 030).
 */
export function useLocalize(): (message: string) => string {
  const lang = useSyncExternalStore(subscribe, getLang);
  const toBangla = useSyncExternalStore(subscribe, getToBangla);
  return useCallback((message: string) => (lang === 'bn' && toBangla ? toBangla(message) : message), [lang, toBangla]);
}

/** The same as `useLocalize()` outside React. */
export function localize(message: string): string {
  return state.lang === 'bn' && state.toBangla ? state.toBangla(message) : message;
}

export type Translate<T extends Texts> = <K extends keyof T & string>(key: K, ...args: TextArgs<T[K]>) => string;

/**
 * `t(key, ...params)` for one catalogue area in the current language:
 * `const t = useT(auth); t('signIn')`, `t('tooManyGuests', 5)` (decision 030, "How to translate a component").
 */
export function useT<T extends Texts>(area: Area<string, T>): Translate<T> {
  const lang = useSyncExternalStore(subscribe, getLang);
  const bn = useSyncExternalStore(subscribe, getBn);
  return useCallback<Translate<T>>(
    (key, ...args) => translate(area, lang === 'bn' ? bn : null, key, args),
    [area, lang, bn],
  );
}

/** The same as `useT(area)(key, ...)` outside React: toasts fired from plain functions, the API layer. */
export function tr<T extends Texts, K extends keyof T & string>(
  area: Area<string, T>,
  key: K,
  ...args: TextArgs<T[K]>
) {
  return translate(area, state.lang === 'bn' ? state.bn : null, key, args);
}

function translate<T extends Texts>(
  area: Area<string, T>,
  bn: Partial<BnCatalogue> | null,
  key: string,
  args: unknown[],
) {
  const text = (bn as unknown as Record<string, Texts> | null)?.[area.id]?.[key] ?? area.en[key];
  return typeof text === 'function' ? text(...args) : text;
}
