import { ideas } from '@campus/shared/i18n/en/ideas';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';

/**
 * Asks before a delete that cannot be undone. A refusal from the server (a category still in use) is shown in the
 * dialog itself, so the reason stays next to the button that caused it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  isLoading,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isLoading: boolean;
  error?: string;
  onConfirm(): void;
}) {
  const t = useT(ideas);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="sheet">
      <div className="flex flex-col gap-4">
        <div className="text-sm text-slate-700">{children}</div>
        {error ? (
          <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-semibold text-rose-800">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" isLoading={isLoading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
