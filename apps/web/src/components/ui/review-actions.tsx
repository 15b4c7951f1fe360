import { dashboard } from '@campus/shared/i18n/en/dashboard';
import { toast } from 'sonner';
import { tr, useT } from '../../lib/i18n';
import { Button } from './button';

/** How long a moderator can take an Approve or a Reject back before it is sent. */
export const UNDO_WINDOW_MS = 5000;

/** Decisions whose Undo toast is still up, by toast id: each commits once, whichever comes first. */
const pending = new Map<string | number, (run: boolean) => void>();

/**
 * The page is going away (tab closed, reload, another site) or hidden (another tab or app, where a phone may
 * discard it without another event): every decision still waiting is sent now instead of being lost with the
 * page (decision 028). The review mutations send with `keepalive`, so the request outlives the page; the
 * RTK Query call reaches fetch within this event's microtasks.
 */
function commitPending() {
  for (const [id, settle] of [...pending]) {
    settle(true);
    toast.dismiss(id);
  }
}

let listening = false;
function listenForPageHide() {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', commitPending);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') commitPending();
  });
}

/**
 * Runs `commit` once the Undo toast closes by itself or is closed, or when the page is hidden or closed before
 * then; Undo drops it. Nothing is sent before then, so a mistaken click costs nothing.
 */
export function commitUnlessUndone(message: string, commit: () => void): void {
  listenForPageHide();
  let settled = false;
  let id: string | number = '';
  const settle = (run: boolean) => {
    if (settled) return;
    settled = true;
    pending.delete(id);
    if (run) commit();
  };
  id = toast(message, {
    duration: UNDO_WINDOW_MS,
    closeButton: true,
    action: { label: tr(dashboard, 'undo'), onClick: () => settle(false) },
    onAutoClose: () => settle(true),
    onDismiss: () => settle(true),
  });
  pending.set(id, settle);
}

/**
 * Approve and Reject for a table row, in a cell of their own at the row's end: the cell swallows clicks (a click
 * beside the buttons neither opens the row nor acts), the buttons are full-size targets, and each decision waits
 * behind an Undo toast before it is sent.
 */
export function ReviewActions({
  title,
  onApprove,
  onReject,
  disabled,
}: {
  title: string;
  onApprove?(): void;
  onReject?(): void;
  disabled?: boolean;
}) {
  const t = useT(dashboard);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps clicks and keys in this cell from reaching the row
    <div
      className="-m-2 flex cursor-default flex-wrap gap-2 p-2"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {onApprove ? (
        <Button
          variant="primary"
          className="h-9 px-3"
          disabled={disabled}
          onClick={() => commitUnlessUndone(t('approving', title), onApprove)}
          aria-label={t('approveItem', title)}
        >
          {t('approve')}
        </Button>
      ) : null}
      {onReject ? (
        <Button
          variant="secondary"
          className="h-9 px-3 text-rose-700"
          disabled={disabled}
          onClick={() => commitUnlessUndone(t('rejecting', title), onReject)}
          aria-label={t('rejectItem', title)}
        >
          {t('reject')}
        </Button>
      ) : null}
    </div>
  );
}
