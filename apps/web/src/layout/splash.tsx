import { Logo } from './logo';

/** Full-screen logo splash while stored state is restored. */
export function Splash() {
  return (
    <div
      role="status"
      aria-label="Loading Campus Community"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-brand-800"
    >
      <div className="animate-pulse rounded-[28px] bg-white/10 p-4">
        <Logo size={96} />
      </div>
      <p className="text-xl font-extrabold tracking-wide text-white">Campus Community</p>
    </div>
  );
}
