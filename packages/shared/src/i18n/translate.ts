import { BN } from './bn/index';
import type { Area, Text, Texts } from './catalogue';
import type { Lang } from './lang';
import { createLocalizer } from './localize';

/** One text of an area in a language (server side: both catalogues are loaded). */
export function translate<T extends Texts, K extends keyof T & string>(
  area: Area<string, T>,
  lang: Lang,
  key: K,
  ...args: T[K] extends (...a: infer A) => string ? A : []
): string {
  const bn = lang === 'bn' ? (BN as unknown as Record<string, Texts>)[area.id]?.[key] : undefined;
  const text: Text = bn ?? area.en[key];
  return typeof text === 'function' ? text(...args) : text;
}

let toBangla: ((message: string) => string) | undefined;

/** An English message of messages*.ts in the language (decision 030); built on first use. */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  toBangla ??= createLocalizer(BN);
  return toBangla(message);
}
