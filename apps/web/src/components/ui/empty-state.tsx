import type { ReactNode } from 'react';

export function EmptyState({
  title,
  hint,
  action,
  icon,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      {icon ? <div className="text-slate-400">{icon}</div> : null}
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
