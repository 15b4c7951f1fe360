import type { ReactNode } from 'react';

/** A titled Home section; the heading names the region for screen readers. */
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
    <section aria-labelledby={`home-${id}`} className="flex flex-col gap-3">
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
