export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="w-full">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-400"
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="mt-1 text-right text-xs font-semibold text-slate-600">{value}%</p>
    </div>
  );
}
