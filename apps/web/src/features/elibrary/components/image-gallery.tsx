import { elibrary } from '@campus/shared/i18n/en/elibrary';
import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CoverImage } from '../../../components/ui/cover-image';
import { useT } from '../../../lib/i18n';
import { responsiveImage } from '../../../lib/responsive-image';
import { useFormat } from '../../../lib/use-format';
import { FullscreenViewer } from './fullscreen-viewer';

const SWIPE_PX = 40;

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * An item's gallery: the main image with previous/next, thumbnails (double click opens full screen),
 * a click on the main image opens full screen; ← and → page through the images, Escape leaves full screen.
 */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const t = useT(elibrary);
  const f = useFormat();
  const [index, setIndex] = useState(0);
  const [isFullscreen, setFullscreen] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = images.length;

  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);

  useEffect(() => {
    if (count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      if (e.key === 'ArrowLeft') {
        e.preventDefault();
        go(-1);
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        go(1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, go]);

  if (count === 0) {
    return (
      <div className="flex aspect-[3/4] max-h-[60vh] w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-600">
        <ImageOff aria-hidden size={36} />
        <p className="text-sm">{t('noImages')}</p>
      </div>
    );
  }

  const current = Math.min(index, count - 1);
  return (
    <section aria-label={t('gallery')} aria-roledescription={t('carousel')} className="flex flex-col gap-3">
      <div
        className="relative flex h-[52vh] items-center justify-center overflow-hidden rounded-xl bg-slate-900 md:h-[64vh]"
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || count < 2 || Math.abs(end - start) < SWIPE_PX) return;
          go(end < start ? 1 : -1);
        }}
      >
        <button
          type="button"
          onClick={() => setFullscreen(true)}
          aria-label={t('openImageFullScreen', current + 1, count)}
          className="group flex h-full w-full cursor-zoom-in items-center justify-center"
        >
          <CoverImage
            src={images[current]}
            alt={t('imageOf', title, current + 1, count)}
            className="h-full w-full object-contain"
          />
          <span className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/55 text-white opacity-90 group-hover:opacity-100">
            <Maximize2 aria-hidden size={18} />
          </span>
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('previousImage')}
              className="absolute left-2 top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden size={24} />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('nextImage')}
              className="absolute right-2 top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden size={24} />
            </button>
            <span
              aria-live="polite"
              className="absolute left-3 top-3 rounded-full bg-black/65 px-3 py-1 text-xs font-semibold tabular-nums text-white"
            >
              {f.digits(current + 1)} / {f.digits(count)}
            </span>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <ul aria-label={t('thumbnails')} className="-m-1 flex gap-2 overflow-x-auto p-1">
          {images.map((src, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may hold the same URL twice; position is its identity
            <li key={i} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                onDoubleClick={() => {
                  setIndex(i);
                  setFullscreen(true);
                }}
                aria-label={t('showImage', i + 1)}
                aria-current={i === current ? 'true' : undefined}
                title={t('doubleClickFullScreen')}
                className={`block h-20 w-16 overflow-hidden rounded-lg ring-2 transition ${
                  i === current ? 'ring-brand-600' : 'opacity-75 ring-transparent hover:opacity-100'
                }`}
              >
                <CoverImage
                  {...responsiveImage(src, '80px')}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <FullscreenViewer
        images={images}
        index={current}
        title={title}
        open={isFullscreen}
        onOpenChange={setFullscreen}
        onPrevious={() => go(-1)}
        onNext={() => go(1)}
      />
    </section>
  );
}
