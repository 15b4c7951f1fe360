import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface SectionLink {
  to: string;
  label: string;
}

/** Which ends of the row hide links past its edge. */
interface Overflow {
  start: boolean;
  end: boolean;
}

/** Fades the edge(s) where more links wait, so a cut label reads as "scroll for more" (product §9). */
function edgeMask({ start, end }: Overflow): string | undefined {
  if (!start && !end) return undefined;
  return `linear-gradient(to right, ${start ? 'transparent 0, #000 3rem' : '#000 0'}, ${end ? '#000 calc(100% - 3rem), transparent 100%' : '#000 100%'})`;
}

/**
 * A row of links styled as tabs: every dashboard area has its own URL, so a refresh lands on the same table.
 * An admin has 10+ sections: on a desktop the row wraps onto a second line; on a phone it scrolls sideways, with a
 * fade and an arrow on the side where more sections wait and the current section scrolled into view. The links
 * are ordinary links, so Tab reaches each one (the browser scrolls a focused link into view); the arrows are for
 * a pointer only.
 */
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
  const row = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  const { pathname } = useLocation();

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((o) => (o.start === start && o.end === end ? o : { start, end }));
  }, []);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    // Missing in old browsers and jsdom: the row is then measured on scroll only.
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => resize.disconnect();
  }, [measure]);

  // The current section in view when the page opens on it (a link to the 9th section on a phone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the route changes
  useEffect(() => {
    const active = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && row.current && row.current.scrollWidth > row.current.clientWidth) {
      const left = active.getBoundingClientRect().left - row.current.getBoundingClientRect().left;
      row.current.scrollLeft += left - (row.current.clientWidth - active.offsetWidth) / 2;
    }
  }, [pathname]);

  /** A link reached with Tab is brought clear of the edge fades (the browser alone may leave it under one). */
  const revealFocused = (event: React.FocusEvent<HTMLUListElement>) => {
    const el = row.current;
    const link = event.target as HTMLElement;
    if (!el || el.scrollWidth <= el.clientWidth) return;
    const fade = 48;
    const left = link.getBoundingClientRect().left - el.getBoundingClientRect().left;
    const right = left + link.getBoundingClientRect().width;
    if (left < fade) el.scrollLeft += left - fade;
    else if (right > el.clientWidth - fade) el.scrollLeft += right - (el.clientWidth - fade);
  };
  const scrollBy = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.7, behavior: 'smooth' });
  const tabs = variant === 'tabs';
  const mask = edgeMask(overflow);
  const arrow =
    'absolute top-1/2 z-10 hidden h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-slate-200 hover:bg-brand-50 pointer-fine:flex';

  return (
    <nav aria-label={label} className={`relative ${tabs ? 'border-b border-slate-200 bg-white' : ''}`}>
      <ul
        ref={row}
        onScroll={measure}
        onFocus={revealFocused}
        style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
        className={`flex overflow-x-auto [scrollbar-width:none] md:flex-wrap md:overflow-visible ${tabs ? 'px-2' : 'gap-1 py-1'}`}
      >
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              end={variant === 'pills'}
              className={({ isActive }) =>
                tabs
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
      {/* Arrows for a mouse (a finger swipes; the keyboard tabs through the links), hidden from the tab order. */}
      {overflow.start ? (
        <button type="button" tabIndex={-1} aria-hidden onClick={() => scrollBy(-1)} className={`${arrow} left-1`}>
          <ChevronLeft size={18} />
        </button>
      ) : null}
      {overflow.end ? (
        <span
          aria-hidden
          data-more="end"
          className="pointer-events-none absolute right-1 top-1/2 z-10 flex h-8 w-6 -translate-y-1/2 items-center justify-center text-brand-800 pointer-fine:hidden"
        >
          <ChevronRight size={18} />
        </span>
      ) : null}
      {overflow.end ? (
        <button type="button" tabIndex={-1} aria-hidden onClick={() => scrollBy(1)} className={`${arrow} right-1`}>
          <ChevronRight size={18} />
        </button>
      ) : null}
    </nav>
  );
}
