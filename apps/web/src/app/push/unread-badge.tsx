import { useSession } from '../session/use-session';
import { useUnreadCountQuery } from './push-api';
import { useInboxRefreshOnPush } from './use-inbox-refresh';

/** How often the badge asks for the unread count while the tab is open (pushes refresh it at once). */
const POLL_MS = 60_000;

/** A small count of unread notifications for the navigation; nothing when there are none or for guests. */
export function UnreadBadge({ className = '' }: { className?: string }) {
  const { isSignedIn } = useSession();
  const { data } = useUnreadCountQuery(undefined, {
    skip: !isSignedIn,
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  useInboxRefreshOnPush(isSignedIn);
  const unread = isSignedIn ? (data?.data.unread ?? 0) : 0;
  if (unread <= 0) return null;
  const label = `${unread} unread notification${unread === 1 ? '' : 's'}`;
  return (
    <span
      role="status"
      aria-label={label}
      title={label}
      className={`inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] font-bold leading-none text-white ${className}`}
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
