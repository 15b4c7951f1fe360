import { DHAKA_UTC_OFFSET_MS } from '@campus/shared/constants';
import { bnDigits } from '@campus/shared/i18n/lang';
import { banglaDates } from './i18n';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (n: number) => String(n).padStart(2, '0');

/** The date-fns pattern tokens the app uses ('EEE, d MMM yyyy, h:mm a', 'yyyy-MM-dd', 'HH:mm', …). */
const TOKENS = /EEEE|EEE|MMMM|MMM|MM|dd|d|yyyy|HH|h|mm|a/g;

/** English: a few lines instead of date-fns' `format` and its locale (~5 KB gzip) in Home's initial JS. */
function formatEnglish(at: Date, pattern: string): string {
  return pattern.replace(TOKENS, (token) => {
    const hours = at.getUTCHours();
    switch (token) {
      case 'EEEE':
        return DAYS[at.getUTCDay()];
      case 'EEE':
        return DAYS[at.getUTCDay()].slice(0, 3);
      case 'MMMM':
        return MONTHS[at.getUTCMonth()];
      case 'MMM':
        return MONTHS[at.getUTCMonth()].slice(0, 3);
      case 'MM':
        return two(at.getUTCMonth() + 1);
      case 'dd':
        return two(at.getUTCDate());
      case 'd':
        return String(at.getUTCDate());
      case 'yyyy':
        return String(at.getUTCFullYear());
      case 'HH':
        return two(hours);
      case 'h':
        return String(hours % 12 || 12);
      case 'mm':
        return two(at.getUTCMinutes());
      default:
        return hours < 12 ? 'AM' : 'PM';
    }
  });
}

/**
 * Formats an instant on the Dhaka clock (architecture §5: the web shows times in Asia/Dhaka). Dhaka is UTC+6
 * all year, so the instant is moved by six hours and read with the UTC getters: no Intl time zone lookup, whose
 * first use costs tens of milliseconds on a phone, in the middle of the first render. `pattern` takes the
 * date-fns tokens above. In Bangla: date-fns' `format` with its `bn` locale, loaded with the Bangla catalogue,
 * and Bengali digits (decision 030); components read the language with `useFormat()` so they render again when
 * it changes.
 */
export function formatDhaka(iso: string | Date, pattern = 'd MMM yyyy, h:mm a'): string {
  const at = new Date((typeof iso === 'string' ? new Date(iso) : iso).getTime() + DHAKA_UTC_OFFSET_MS);
  const bangla = banglaDates();
  if (!bangla) return formatEnglish(at, pattern);
  return bnDigits(bangla.format(at.getTime(), pattern, bangla.locale));
}
