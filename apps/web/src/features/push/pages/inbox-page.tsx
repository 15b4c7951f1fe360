import type { TNotification } from '@campus/shared/schemas/push';
import { Bell, CheckCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from '../../../app/push/push-api';
import { useInboxRefreshOnPush } from '../../../app/push/use-inbox-refresh';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDhaka } from '../../../lib/dates';

export const INBOX_PAGE_SIZE = 20;
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

function NotificationItem({ item, onOpen, onRead }: { item: TNotification; onOpen(): void; onRead(): void }) {
  return (
    <li
      className={`flex items-start gap-3 rounded-xl border px-3 py-3 md:px-4 ${
        item.isRead ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50'
      }`}
    >
      <span
        aria-hidden
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${item.isRead ? 'bg-transparent' : 'bg-brand-700'}`}
      />
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 rounded text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="block font-semibold text-slate-900">
          {item.title}
          {item.isRead ? null : <span className="sr-only"> (unread)</span>}
        </span>
        <span className="mt-0.5 block text-sm text-slate-700">{item.body}</span>
        <time dateTime={item.createdAt} className="mt-1 block text-xs text-slate-600">
          {formatDhaka(item.createdAt)}
        </time>
      </button>
      {item.isRead ? null : (
        <Button variant="ghost" className="shrink-0 px-2" onClick={onRead} aria-label={`Mark read: ${item.title}`}>
          Mark read
        </Button>
      )}
    </li>
  );
}

/** /notifications: the signed-in user's inbox, newest first. */
export default function InboxPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useNotificationsQuery({
    page,
    limit: INBOX_PAGE_SIZE,
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markAllState] = useMarkAllNotificationsReadMutation();
  useInboxRefreshOnPush(true);

  const rows = data?.data ?? [];
  const meta = data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.limit)) : 1;

  async function read(item: TNotification) {
    if (item.isRead) return;
    try {
      await markRead(item.id).unwrap();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  function open(item: TNotification) {
    void read(item);
    navigate(item.url);
  }

  async function readAll() {
    try {
      await markAll().unwrap();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <div className="mx-auto max-w-3xl p-4 md:p-8">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Notifications</h1>
          {meta ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {meta.unread === 0 ? 'All caught up' : `${meta.unread} unread`}
            </p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          isLoading={markAllState.isLoading}
          disabled={!meta || meta.unread === 0}
          onClick={() => void readAll()}
          icon={<CheckCheck aria-hidden size={16} />}
        >
          Mark all read
        </Button>
      </header>

      {isLoading ? (
        <LoadingRegion label="Loading notifications">
          <div className="space-y-3">
            {SKELETON_KEYS.map((key) => (
              <Skeleton key={key} className="h-20 w-full rounded-xl" />
            ))}
          </div>
        </LoadingRegion>
      ) : isOfflineError(error) && !data ? (
        <OfflineState />
      ) : isError && !data ? (
        <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900">
          <p>{errorMessage(error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Bell aria-hidden size={36} />}
          title="No notifications yet"
          hint="Offers on your books, answers to your offers and society news will appear here."
        />
      ) : (
        <>
          <ul aria-label="Notifications" aria-busy={isFetching} className="space-y-2">
            {rows.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={() => open(item)} onRead={() => void read(item)} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Notification pages" className="mt-4 flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                icon={<ChevronLeft aria-hidden size={16} />}
              >
                Newer
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Older <ChevronRight aria-hidden size={16} />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
