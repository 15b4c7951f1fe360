import { msg } from '@campus/shared/i18n/en/msg';
import { ui } from '@campus/shared/i18n/en/ui';
import { Hourglass } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { ProgressBar } from './progress-bar';

/** The 'Coming Soon' card with a progress figure (product §9: courses 35%, business ideas 80%, leaderboard 20%, squid 45%). */
export function ComingSoon({
  title,
  progress,
  description,
}: {
  title: string;
  progress: number;
  description?: string;
}) {
  const t = useT(ui);
  const tm = useT(msg);
  return (
    <section
      aria-label={`${title} – ${tm('comingSoon')}`}
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      <Hourglass aria-hidden className="text-brand-700" size={40} />
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="animated-heading text-lg font-extrabold">{tm('comingSoon')}</p>
      {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      <ProgressBar value={progress} label={t('progressOf', title)} />
    </section>
  );
}
