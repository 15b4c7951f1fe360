import { common } from '@campus/shared/i18n/en/common';
import { home as text } from '@campus/shared/i18n/en/home';
import type { TEventCard } from '@campus/shared/schemas/events';
import type { EmblaCarouselType } from 'embla-carousel';
import { ArrowRight, CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAfterFirstPaint } from '../../../components/ui/after-first-paint';
import { CoverImage } from '../../../components/ui/cover-image';
import { useT } from '../../../lib/i18n';
import { BANNER_SIZES, responsiveImage } from '../../../lib/responsive-image';
import { useFormat } from '../../../lib/use-format';
import { CanceledChip, eventWhen, NewsLink } from './event-cards';

/** Top-banner stories: swipe, arrows or dots; never moves by itself (WAI-ARIA carousel pattern). */
export function BannerCarousel({ events }: { events: TEventCard[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType>();
  // Embla measures the page when it starts (a forced layout), and nothing of it is needed to show the first story:
  // it is loaded and started once the first screen is painted (its 7 KB are not in the way of Home's first screen
  // on a slow line). Until then, the first slide simply shows where the carousel will start.
  const painted = useAfterFirstPaint();
  const loop = events.length > 1;
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!painted || !viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        api = EmblaCarousel(viewport, { loop, align: 'start' });
        setEmblaApi(api);
      },
      () => undefined, // offline without the chunk: the first story stays, as before the paint
    );
    return () => {
      cancelled = true;
      api?.destroy();
    };
  }, [painted, loop]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);
  const count = events.length;
  const t = useT(text);
  const tc = useT(common);
  const f = useFormat();

  return (
    <section aria-roledescription="carousel" aria-label={t('topStories')} className="relative">
      <div ref={viewportRef} className="overflow-hidden rounded-3xl shadow-lg shadow-brand-900/10">
        <div className="flex touch-pan-y">
          {events.map((event, i) => {
            const when = eventWhen(event, f.date);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group, not a fieldset
              <div
                key={event.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('storyOf', i + 1, count)}
                className="min-w-0 flex-[0_0_100%]"
              >
                <NewsLink
                  event={event}
                  className="group grid h-full overflow-hidden bg-brand-900 text-white md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]"
                >
                  <span className="block aspect-[4/3] overflow-hidden bg-brand-800">
                    <CoverImage
                      {...responsiveImage(event.coverPic, BANNER_SIZES)}
                      alt=""
                      className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.02]"
                      fetchPriority={i === 0 ? 'high' : 'low'}
                      loading={i === 0 ? 'eager' : 'lazy'}
                    />
                  </span>
                  <span className="flex flex-col justify-center gap-2.5 bg-gradient-to-br from-brand-900 via-brand-900 to-brand-800 p-5 pb-12 md:gap-4 md:p-8 md:pb-14">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wide text-slate-900">
                        {tc('eventType', event.type)}
                      </span>
                      {event.isCancel ? <CanceledChip /> : null}
                    </span>
                    <span className="text-xl font-extrabold leading-tight md:text-3xl">{event.title}</span>
                    <span className="line-clamp-2 text-sm text-brand-100 md:line-clamp-3 md:text-base">
                      {event.subtitle}
                    </span>
                    <span className="flex items-center gap-1.5 text-sm font-medium text-brand-100">
                      <CalendarDays aria-hidden size={16} />
                      <time dateTime={when.iso}>{when.label}</time>
                    </span>
                    <span className="hidden items-center gap-1 text-sm font-bold text-accent-400 md:inline-flex">
                      {t('readMore')}{' '}
                      <ArrowRight aria-hidden size={16} className="transition group-hover:translate-x-1" />
                    </span>
                  </span>
                </NewsLink>
              </div>
            );
          })}
        </div>
      </div>

      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-between px-3 md:left-auto md:w-[47.6%] md:px-8">
          <button
            type="button"
            onClick={() => emblaApi?.scrollPrev()}
            aria-label={t('previousStory')}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/30"
          >
            <ChevronLeft aria-hidden size={20} />
          </button>
          <div className="flex items-center">
            {events.map((event, i) => (
              // A 24 px target around the small dot (WCAG 2.5.8 target size).
              <button
                key={event.id}
                type="button"
                onClick={() => scrollTo(i)}
                aria-label={t('goToStory', i + 1, event.title)}
                aria-current={i === selected ? 'true' : undefined}
                className="group/dot flex h-6 min-w-6 items-center justify-center px-[3px]"
              >
                <span
                  aria-hidden
                  className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-6 bg-accent-400' : 'w-2.5 bg-white/50 group-hover/dot:bg-white/80'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => emblaApi?.scrollNext()}
            aria-label={t('nextStory')}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/30"
          >
            <ChevronRight aria-hidden size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
