/** The product's two languages (issue 23, decision 030): English is the default and quotes the product spec. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'bn';
}

/**
 * The language of an `Accept-Language` header or a browser's `navigator.languages`: the first entry that is
 * English or Bangla decides; `*`, a missing header or only other languages mean English (decision 030).
 */
export function pickLanguage(preferences: string | readonly string[] | undefined | null): Lang {
  if (!preferences) return DEFAULT_LANG;
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : preferences.map((tag) => tag.toLowerCase());
  for (const tag of list) {
    if (tag === 'bn' || tag.startsWith('bn-')) return 'bn';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANG;
}

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Latin digits written as Bengali digits (০-৯): counts, prices, times and dates in Bangla. */
export function bnDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)]);
}

/** Bengali digits written as Latin digits: what the database stores (contact numbers). */
export function latinDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String(BN_DIGITS.indexOf(d)));
}

/** Digits for the language: unchanged in English, Bengali in Bangla. */
export function digitsFor(lang: Lang, value: string | number): string {
  return lang === 'bn' ? bnDigits(value) : String(value);
}
