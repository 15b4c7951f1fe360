import type { ReactNode } from 'react';

/**
 * A titled Home section; the heading names the region for screen readers. Sections sit below the fold, so the
 * browser lays out and paints their contents only as they scroll near (`content-visibility: auto`, with the last
 * measured height kept as their size). That also clips what overflows the section, so the section reaches the
 * screen's edges (negative margin, equal padding): the swipeable strips still run off the screen, and card shadows
 * keep their room.
 */
export function HomeSection({
  id,
  title,
  icon,
  action,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`home-${id}`}
      className="-mx-4 flex flex-col gap-3 px-4 pb-1 [contain-intrinsic-size:auto_22rem] [content-visibility:auto] md:-mx-8 md:px-8"
    >
      <div className="flex items-end justify-between gap-3">
        <h2 id={`home-${id}`} className="flex items-center gap-2 text-lg font-extrabold text-slate-900 md:text-xl">
          {icon ? <span className="text-brand-700">{icon}</span> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A quiet placeholder inside a section that has nothing to show yet. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
