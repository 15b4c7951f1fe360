import { toast } from 'sonner';
import { Button } from './button';

/** How long a moderator can take an Approve or a Reject back before it is sent. */
export const UNDO_WINDOW_MS = 5000;

/**
 * Runs `commit` once the Undo toast closes by itself or is closed; Undo drops it. Nothing is sent before then, so
 * a mistaken click costs nothing.
 */
export function commitUnlessUndone(message: string, commit: () => void): void {
  let settled = false;
  const settle = (run: boolean) => {
    if (settled) return;
    settled = true;
    if (run) commit();
  };
  toast(message, {
    duration: UNDO_WINDOW_MS,
    closeButton: true,
    action: { label: 'Undo', onClick: () => settle(false) },
    onAutoClose: () => settle(true),
    onDismiss: () => settle(true),
  });
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
          onClick={() => commitUnlessUndone(`Approving “${title}”`, onApprove)}
          aria-label={`Approve ${title}`}
        >
          Approve
        </Button>
      ) : null}
      {onReject ? (
        <Button
          variant="secondary"
          className="h-9 px-3 text-rose-700"
          disabled={disabled}
          onClick={() => commitUnlessUndone(`Rejecting “${title}”`, onReject)}
          aria-label={`Reject ${title}`}
        >
          Reject
        </Button>
      ) : null}
    </div>
  );
}
