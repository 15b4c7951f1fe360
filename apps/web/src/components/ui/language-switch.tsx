import { common } from '@campus/shared/i18n/en/common';
import type { Lang } from '@campus/shared/i18n/lang';
import { setLanguage, useLanguage, useT } from '../../lib/i18n';

/**
 * English | বাংলা, each named in its own language (issue 23): the app changes at once and the device keeps the
 * choice; `onChange` also saves it to a signed-in member's account (decision 030).
 */
export function LanguageSwitch({ onChange }: { onChange?: (lang: Lang) => void }) {
  const t = useT(common);
  const lang = useLanguage();
  const choose = (next: Lang) => {
    if (next === lang) return;
    void setLanguage(next);
    onChange?.(next);
  };
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t('language')}</legend>
      {(['en', 'bn'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={lang === option}
          onClick={() => choose(option)}
          className={`rounded-full border px-3 py-1 text-sm font-semibold transition-colors ${
            lang === option
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400'
          }`}
        >
          {option === 'en' ? t('english') : t('bangla')}
        </button>
      ))}
    </fieldset>
  );
}
