import { home as text } from '@campus/shared/i18n/en/home';
import type { TRegistrationWindow as RegistrationWindow } from '@campus/shared/schemas/auth';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';

/** Shown to visitors while a registration window is open. */
export function RegistrationCta({ window: open }: { window: RegistrationWindow }) {
  const t = useT(text);
  const f = useFormat();
  return (
    <section
      aria-labelledby="home-register"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-r from-amber-300 via-accent-400 to-amber-300 p-5 text-slate-900 shadow-sm md:flex md:items-center md:justify-between md:gap-6 md:p-6"
    >
      <Sparkles aria-hidden size={120} className="absolute -right-6 -top-6 text-white/30" />
      <div className="relative flex flex-col gap-1">
        <h2 id="home-register" className="text-lg font-extrabold md:text-xl">
          {open.openFor ? t('registrationOpenFor', open.openFor.name) : t('registrationOpen')}
        </h2>
        <p className="text-sm font-medium">{t('joinBefore', f.date(open.deadline, 'd MMMM yyyy'))}</p>
      </div>
      <Link
        to={paths.signUp}
        className="relative mt-3 inline-flex h-[35px] items-center gap-1.5 rounded-lg bg-slate-900 px-4 text-sm font-bold text-white hover:bg-slate-800 md:mt-0"
      >
        {t('registerNow')} <ArrowRight aria-hidden size={16} />
      </Link>
    </section>
  );
}
