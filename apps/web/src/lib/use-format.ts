import { TIME_ZONE } from '@campus/shared/constants';
import { formatNumber, formatTaka, relativeTime } from '@campus/shared/format';
import { digitsFor } from '@campus/shared/i18n/lang';
import { useMemo } from 'react';
import { formatDhaka } from './dates';
import { useLanguage } from './i18n';

/**
 * The formatting helpers in the language on screen (decision 030): the component renders again when it changes.
 * `date` (Dhaka clock, date-fns pattern), `relative` (product §9), `number` ('১,২৫০'), `taka` ('৳১,২৫০'),
 * `digits` (any text's digits: '07:30' → '০৭:৩০').
 */
export function useFormat() {
  const lang = useLanguage();
  return useMemo(
    () => ({
      lang,
      date: (iso: string | Date, pattern?: string) => formatDhaka(iso, pattern),
      relative: (value: string | Date, now?: Date) => relativeTime(value, now, TIME_ZONE, lang),
      number: (value: number) => formatNumber(value, lang),
      taka: (amount: number) => formatTaka(amount, lang),
      digits: (value: string | number) => digitsFor(lang, value),
    }),
    [lang],
  );
}
