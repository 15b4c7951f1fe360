import { common } from '@campus/shared/i18n/en/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useScrollDirection } from '../../layout/use-scroll-direction';
import { useT } from '../../lib/i18n';
import { type TabItem, Tabs } from './tabs';

export interface PageShellProps {
  title: ReactNode;
  actions?: ReactNode;
  /** Optional full-width tabs; the selected tab's content is the page body. */
  tabs?: { items: TabItem[]; value?: string; defaultValue?: string; onValueChange?(v: string): void; label: string };
  children?: ReactNode;
}

/** Admin-style page shell: a sticky header (logo to /) that hides on scroll down and reappears on scroll up. */
export function PageShell({ title, actions, tabs, children }: PageShellProps) {
  const direction = useScrollDirection();
  const tc = useT(common);
  return (
    <div className="min-h-dvh">
      <header
        className={`sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-200 ${
          direction === 'down' ? '-translate-y-full' : 'translate-y-0'
        }`}
      >
        <div className="flex items-center gap-3 px-4 py-3 md:px-6">
          <Link to="/" aria-label={tc('homeLink')} className="shrink-0">
            <img src="/icons/icon.svg" alt="" width={32} height={32} />
          </Link>
          <h1 className="flex-1 truncate text-lg font-bold text-slate-900 md:text-xl">{title}</h1>
          {actions}
        </div>
      </header>
      {tabs ? <Tabs {...tabs} /> : null}
      {children ? <div className="p-4 md:p-6">{children}</div> : null}
    </div>
  );
}
