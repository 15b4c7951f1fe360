import { schedules } from '@campus/shared/i18n/en/schedules';
import { Clock, ImageIcon, Megaphone, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../app/api-error';
import { Button } from '../../../components/ui/button';
import { CoverImage } from '../../../components/ui/cover-image';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { LoadingRegion } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';

export function ScheduleHeader({ icon, title, subtitle }: { icon: ReactNode; title: string; subtitle: string }) {
  return (
    <header className="flex items-center gap-3">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
        {icon}
      </span>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
        <p className="text-sm text-slate-600">{subtitle}</p>
      </div>
    </header>
  );
}

/** The announcement banner (newUpdate). */
export function Announcement({ text }: { text: string | null | undefined }) {
  const t = useT(schedules);
  if (!text) return null;
  return (
    <aside
      aria-label={t('announcement')}
      className="flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200"
    >
      <Megaphone aria-hidden size={20} className="mt-0.5 shrink-0 text-amber-700" />
      <p className="text-sm font-medium leading-relaxed md:text-base">{text}</p>
    </aside>
  );
}

export function LastUpdated({ iso }: { iso: string | null | undefined }) {
  const t = useT(schedules);
  const f = useFormat();
  if (!iso) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600">
      <Clock aria-hidden size={14} /> {t('lastUpdated')} <time dateTime={iso}>{f.date(iso)}</time>
    </p>
  );
}

/** The optional detail image (5:11), opened full size in a new tab. */
export function DetailImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const t = useT(schedules);
  if (!src) return null;
  return (
    <figure className="flex flex-col gap-2">
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="block aspect-[5/11] overflow-hidden rounded-2xl bg-slate-100 text-slate-500 shadow-sm ring-1 ring-slate-200"
      >
        <CoverImage src={src} alt={alt} loading="lazy" className="h-full w-full object-cover" />
      </a>
      <figcaption className="flex items-center gap-1.5 text-xs text-slate-600">
        <ImageIcon aria-hidden size={14} /> {t('tapToOpen')}
      </figcaption>
    </figure>
  );
}

export function NextBadge({ children }: { children: ReactNode }) {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-white">
      {children}
    </span>
  );
}

/** Column classes of a schedule page, spelled out whole so Tailwind sees them. */
export interface ScheduleLayout {
  /** The page's width, e.g. 'max-w-6xl'. */
  page: string;
  /** The timetable and detail image side by side, e.g. 'lg:grid-cols-[minmax(0,1fr)_260px]'. */
  columns: string;
  /** The detail image's width, e.g. 'max-w-[260px]'. */
  image: string;
}

/**
 * The frame both schedule pages share: the header, then the schedule (announcement, `intro`, the timetable
 * beside the detail image, last update), else `skeleton` while loading, else a retry when it could not be
 * loaded. `title` (e.g. 'Bus Schedule') names the header, 'Loading the bus schedule', 'The bus schedule could
 * not be loaded' and the image's 'Bus schedule detail'.
 */
export function SchedulePage({
  title,
  subtitle,
  icon,
  layout,
  schedule,
  query,
  skeleton,
  intro,
  children,
}: {
  title: string;
  subtitle: string;
  icon: ReactNode;
  layout: ScheduleLayout;
  schedule: { newUpdate?: string | null; image?: string | null; updatedAt?: string | null } | undefined;
  /** The schedule query's state (RTK Query's hook result). */
  query: { isLoading: boolean; isError: boolean; error?: unknown; refetch(): unknown };
  skeleton: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(schedules);
  const { isLoading, isError, error, refetch } = query;
  const lower = title.toLowerCase();
  return (
    <div className={`mx-auto flex ${layout.page} flex-col gap-5 px-4 py-5 md:px-8 md:py-8`}>
      <ScheduleHeader icon={icon} title={title} subtitle={subtitle} />
      {schedule ? (
        <>
          <Announcement text={schedule.newUpdate} />
          {intro}
          <div className={`grid gap-5 ${schedule.image ? layout.columns : ''}`}>
            {children}
            <div className={`mx-auto w-full ${layout.image}`}>
              <DetailImage
                src={schedule.image}
                alt={t('detailImageAlt', `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`)}
              />
            </div>
          </div>
          <LastUpdated iso={schedule.updatedAt} />
        </>
      ) : isLoading ? (
        <LoadingRegion label={t('loadingThe', lower)}>{skeleton}</LoadingRegion>
      ) : isOfflineError(error) ? (
        <OfflineState />
      ) : isError ? (
        <EmptyState
          title={t('couldNotLoad', lower)}
          hint={errorMessage(error)}
          action={
            <Button onClick={() => void refetch()} icon={<RefreshCw aria-hidden size={16} />}>
              {t('tryAgain')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

/**
 * A titled timetable card: `emptyText` when there are no rows, else a table with a name column headed
 * `nameHeader` and a Time column, whose body is `children`; `footer` goes below either.
 */
export function Timetable({
  id,
  title,
  caption,
  nameHeader,
  rowCount,
  emptyText,
  tableClassName,
  footer,
  children,
}: {
  id: string;
  title: string;
  caption: string;
  nameHeader: string;
  rowCount: number;
  emptyText: string;
  tableClassName: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(schedules);
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="bg-brand-800 px-4 py-3 text-base font-bold text-white">
        {title}
      </h2>
      {rowCount === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">{emptyText}</p>
      ) : (
        <table className={tableClassName}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {nameHeader}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                {t('time')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      )}
      {footer}
    </section>
  );
}
