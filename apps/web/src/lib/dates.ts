import { TIME_ZONE } from '@campus/shared/constants';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Formats an ISO instant in Asia/Dhaka (ARCHITECTURE §5: the web shows times in Dhaka). */
export function formatDhaka(iso: string | Date, pattern = 'd MMM yyyy, h:mm a'): string {
  const d = new TZDate(typeof iso === 'string' ? new Date(iso) : iso, TIME_ZONE);
  return format(d, pattern);
}
