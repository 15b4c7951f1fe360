/** The product's two languages (issue 23, decision 030): English is the default and quotes the product spec. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'bn';
}

/**
 * The language of a preference list (a browser's `navigator.languages`): the first entry that is English or
 * Bangla decides; none of them, or no list, means English (decision 030).
 */
export function pickLanguage(tags: readonly string[] | undefined | null): Lang {
  for (const tag of tags ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'bn' || primary === 'en') return primary;
  }
  return DEFAULT_LANG;
}

/** The language of an `Accept-Language` header, by its q-values; `*`, missing or unsupported: English. */
export function headerLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return pickLanguage(ranked.map((entry) => entry.tag));
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
