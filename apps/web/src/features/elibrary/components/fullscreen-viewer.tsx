import { elibrary } from '@campus/shared/i18n/en/elibrary';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';

export interface FullscreenViewerProps {
  images: string[];
  index: number;
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onPrevious(): void;
  onNext(): void;
}

/** The whole screen for one gallery image; Escape closes it first, before the item modal below. */
export function FullscreenViewer({
  images,
  index,
  title,
  open,
  onOpenChange,
  onPrevious,
  onNext,
}: FullscreenViewerProps) {
  const t = useT(elibrary);
  const f = useFormat();
  const count = images.length;
  const label = t('imageOf', title, index + 1, count);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/95" />
        <Dialog.Content
          className="fixed inset-0 z-[70] flex flex-col bg-black focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3 text-white">
            <Dialog.Title className="min-w-0 truncate text-sm font-semibold md:text-base">
              {title}
              <span className="sr-only">{t('fullScreenSuffix')}</span>
            </Dialog.Title>
            <div className="flex shrink-0 items-center gap-3">
              <span aria-live="polite" className="whitespace-nowrap text-sm tabular-nums text-slate-200">
                {f.digits(index + 1)} / {f.digits(count)}
              </span>
              <Dialog.Close
                aria-label={t('closeFullScreen')}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              >
                <X aria-hidden size={22} />
              </Dialog.Close>
            </div>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 md:px-16">
            <img src={images[index]} alt={label} className="h-full w-full select-none object-contain" />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={onPrevious}
                  aria-label={t('previousImage')}
                  className="absolute left-2 top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 md:left-4"
                >
                  <ChevronLeft aria-hidden size={28} />
                </button>
                <button
                  type="button"
                  onClick={onNext}
                  aria-label={t('nextImage')}
                  className="absolute right-2 top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 md:right-4"
                >
                  <ChevronRight aria-hidden size={28} />
                </button>
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
