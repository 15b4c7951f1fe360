import { msg } from '@campus/shared/i18n/en/msg';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../lib/i18n';

/** `quiet-danger`: a destructive action that is not the main one (Delete beside Save): rose text, no fill. */
type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'quiet-danger';

/**
 * Disabled (and so "Loading...") states keep a 4.5:1 label contrast (WCAG 1.4.3, checked in e2e/a11y.spec.ts):
 * a pale fill with a dark label instead of the enabled colours faded to 60 %, where white on teal fell to 2.6:1.
 */
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-100 disabled:text-brand-900',
  secondary:
    'bg-white text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50 disabled:bg-slate-100 disabled:text-slate-700 disabled:ring-slate-300',
  ghost: 'bg-transparent text-slate-700 hover:bg-slate-100 disabled:bg-transparent disabled:text-slate-600',
  danger: 'bg-rose-600 text-white hover:bg-rose-700 disabled:bg-rose-100 disabled:text-rose-900',
  'quiet-danger': 'bg-transparent text-rose-700 hover:bg-rose-50 disabled:bg-transparent disabled:text-slate-600',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** product §2.8: a button in loading state shows 'Loading...' and is disabled. */
  isLoading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  isLoading = false,
  icon,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const tm = useT(msg);
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={`inline-flex h-[35px] items-center justify-center gap-2 whitespace-nowrap rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {isLoading ? (
        tm('loadingButton')
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </button>
  );
}
