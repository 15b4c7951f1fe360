import { ui } from '@campus/shared/i18n/en/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** 'full' (default, product §2.8: modals open full-screen) or 'sheet' for a centred panel on desktop. */
  size?: 'full' | 'sheet';
}

/** A touch or focus on a toast (over the dialog, index.css) must not close the dialog and lose what was typed. */
function keepOpenForToasts(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
}

/** Radix Dialog: focus is trapped and returned, Escape closes, and an 'X' button closes. */
export function Modal({ open, onOpenChange, title, description, children, size = 'full' }: ModalProps) {
  const t = useT(ui);
  const panel =
    size === 'full'
      ? 'inset-0'
      : 'inset-0 md:inset-auto md:left-1/2 md:top-1/2 md:max-h-[90vh] md:w-[min(720px,92vw)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl focus:outline-none ${panel}`}
          onInteractOutside={keepOpenForToasts}
          aria-describedby={description ? undefined : undefined}
        >
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
              aria-label={t('close')}
            >
              <X aria-hidden size={22} />
              <span className="sr-only">X</span>
            </Dialog.Close>
          </header>
          {description ? (
            <Dialog.Description className="px-4 pt-2 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</Dialog.Description>
          )}
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
