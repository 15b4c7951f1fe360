import { DHAKA_UTC_OFFSET_MS } from '@campus/shared/constants';
import { bnDigits } from '@campus/shared/i18n/lang';
import { UTCDateMini } from '@date-fns/utc/date/mini';
import { format } from 'date-fns';
import { currentLanguage, currentLocale } from './i18n';

/**
 * Formats an instant on the Dhaka clock (architecture §5: the web shows times in Asia/Dhaka). Dhaka is UTC+6
 * all year, so the instant is moved by six hours and formatted as UTC: no Intl time zone lookup, whose first
 * use costs tens of milliseconds on a phone, in the middle of the first render. (`UTCDateMini` from its own entry:
 * the package's main entry builds three Intl formatters when it loads, ~100 ms at 4× CPU slowdown.)
 * In Bangla: date-fns' `bn` locale and Bengali digits (decision 030); components read the language with
 * `useFormat()` so they render again when it changes.
 */
export function formatDhaka(iso: string | Date, pattern = 'd MMM yyyy, h:mm a'): string {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  const locale = currentLocale();
  const text = format(new UTCDateMini(at.getTime() + DHAKA_UTC_OFFSET_MS), pattern, locale ? { locale } : undefined);
  return currentLanguage() === 'bn' ? bnDigits(text) : text;
}
