import { Clock, ImageIcon, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDhaka } from '../../../lib/dates';

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
  if (!text) return null;
  return (
    <aside
      aria-label="Announcement"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200"
    >
      <Megaphone aria-hidden size={20} className="mt-0.5 shrink-0 text-amber-700" />
      <p className="text-sm font-medium leading-relaxed md:text-base">{text}</p>
    </aside>
  );
}

export function LastUpdated({ iso }: { iso: string | null | undefined }) {
  if (!iso) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600">
      <Clock aria-hidden size={14} /> Last updated <time dateTime={iso}>{formatDhaka(iso)}</time>
    </p>
  );
}

/** The optional detail image (5:11), opened full size in a new tab. */
export function DetailImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return null;
  return (
    <figure className="flex flex-col gap-2">
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="block overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200"
      >
        <img src={src} alt={alt} loading="lazy" className="aspect-[5/11] w-full object-cover" />
      </a>
      <figcaption className="flex items-center gap-1.5 text-xs text-slate-600">
        <ImageIcon aria-hidden size={14} /> Tap to open full size
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
