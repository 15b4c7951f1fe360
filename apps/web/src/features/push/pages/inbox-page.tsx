import { push } from '@campus/shared/i18n/en/push';
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
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';

export const INBOX_PAGE_SIZE = 20;
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

function NotificationItem({ item, onOpen, onRead }: { item: TNotification; onOpen(): void; onRead(): void }) {
  const t = useT(push);
  const f = useFormat();
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
          {item.isRead ? null : <span className="sr-only">{t('unread')}</span>}
        </span>
        <span className="mt-0.5 block text-sm text-slate-700">{item.body}</span>
        <time dateTime={item.createdAt} className="mt-1 block text-xs text-slate-600">
          {f.date(item.createdAt)}
        </time>
      </button>
      {item.isRead ? null : (
        <Button variant="ghost" className="shrink-0 px-2" onClick={onRead} aria-label={t('markReadOf', item.title)}>
          {t('markRead')}
        </Button>
      )}
    </li>
  );
}

/** /notifications: the signed-in user's inbox, newest first. */
export default function InboxPage() {
  const t = useT(push);
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
          <h1 className="text-2xl font-bold text-slate-900">{t('notifications')}</h1>
          {meta ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {meta.unread === 0 ? t('allCaughtUp') : t('unreadCount', meta.unread)}
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
          {t('markAllRead')}
        </Button>
      </header>

      {isLoading ? (
        <LoadingRegion label={t('loadingNotifications')}>
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
            {t('tryAgain')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Bell aria-hidden size={36} />}
          title={t('noNotificationsYet')}
          hint={t('noNotificationsHint')}
        />
      ) : (
        <>
          <ul aria-label={t('notifications')} aria-busy={isFetching} className="space-y-2">
            {rows.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={() => open(item)} onRead={() => void read(item)} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('notificationPages')} className="mt-4 flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                icon={<ChevronLeft aria-hidden size={16} />}
              >
                {t('newer')}
              </Button>
              <span className="text-sm text-slate-700">{t('pageOf', page, pages)}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('older')} <ChevronRight aria-hidden size={16} />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
