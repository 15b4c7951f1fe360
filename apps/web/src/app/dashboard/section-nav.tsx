import { NavLink } from 'react-router';

export interface SectionLink {
  to: string;
  label: string;
}

/** A row of links styled as tabs: every dashboard area has its own URL, so a refresh lands on the same table. */
export function SectionNav({
  label,
  links,
  variant = 'tabs',
}: {
  label: string;
  links: SectionLink[];
  /** 'tabs' (a section stays active on its sub-pages) or 'pills' (exact match). */
  variant?: 'tabs' | 'pills';
}) {
  return (
    <nav aria-label={label} className={variant === 'tabs' ? 'border-b border-slate-200 bg-white' : ''}>
      <ul className={`flex overflow-x-auto ${variant === 'tabs' ? 'px-2' : 'gap-1 py-1'}`}>
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              end={variant === 'pills'}
              className={({ isActive }) =>
                variant === 'tabs'
                  ? `relative block whitespace-nowrap px-2 py-3 text-sm font-semibold transition-colors ${
                      isActive
                        ? 'text-brand-800 after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:bg-brand-700'
                        : 'text-slate-600 hover:text-slate-900'
                    }`
                  : `block whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition-colors ${
                      isActive
                        ? 'bg-brand-700 text-white ring-brand-700'
                        : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'
                    }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
