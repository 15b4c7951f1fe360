import type { IdeaSort } from '@campus/shared/enums';
import { ideas as ideasArea } from '@campus/shared/i18n/en/ideas';
import { Lightbulb, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useSession } from '../../../app/session/use-session';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { Pager } from '../../../components/ui/pager';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { IdeaCard } from '../components/idea-card';
import { IdeaFormModal } from '../components/idea-form';
import { useIdeaCategoriesQuery, useIdeasQuery } from '../ideas-api';

const SORTS = [
  { value: 'trending', text: 'sortTrending' },
  { value: 'newest', text: 'sortNewest' },
  { value: 'top', text: 'sortTop' },
] as const satisfies readonly { value: IdeaSort; text: keyof typeof ideasArea.en }[];
const PAGE_SIZE = 12;

function Chip({ active, onClick, children }: { active: boolean; onClick(): void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
        active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
      }`}
    >
      {children}
    </button>
  );
}

/** Business Ideas: what members pitch, sorted by what is catching on. */
export default function IdeasPage() {
  const t = useT(ideasArea);
  const { isSignedIn } = useSession();
  const [sortBy, setSortBy] = useState<IdeaSort>('trending');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const searchTerm = useDeferredValue(search.trim());
  const { data: categories } = useIdeaCategoriesQuery();
  const { data, isLoading, isFetching, isError, error, refetch } = useIdeasQuery(
    { sortBy, categoryId, searchTerm: searchTerm || undefined, page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const ideas = data?.data ?? [];
  const pages = data?.meta ? Math.max(1, Math.ceil(data.meta.total / PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4 md:p-8">
      <header className="flex items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-extrabold text-slate-900">
          <Lightbulb aria-hidden className="text-amber-500" /> {t('businessIdeas')}
        </h1>
        {isSignedIn ? (
          <Button onClick={() => setFormOpen(true)} icon={<Plus aria-hidden size={16} />}>
            {t('submitIdea')}
          </Button>
        ) : null}
      </header>

      <fieldset aria-label={t('sort')} className="inline-flex self-start rounded-xl border-0 bg-slate-100 p-1">
        {SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            aria-pressed={s.value === sortBy}
            onClick={() => {
              setSortBy(s.value);
              setPage(1);
            }}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
              s.value === sortBy ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'
            }`}
          >
            {t(s.text)}
          </button>
        ))}
      </fieldset>

      <label className="relative block">
        <span className="sr-only">{t('searchIdeas')}</span>
        <Search aria-hidden size={16} className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          placeholder={t('searchIdeas')}
          className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm"
        />
      </label>

      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="toolbar" aria-label={t('categories')}>
        <Chip active={categoryId === undefined} onClick={() => setCategoryId(undefined)}>
          {t('all')}
        </Chip>
        {(categories?.data ?? []).map((c) => (
          <Chip
            key={c.id}
            active={categoryId === c.id}
            onClick={() => {
              setCategoryId(c.id);
              setPage(1);
            }}
          >
            {c.name}
          </Chip>
        ))}
      </div>

      {isLoading ? (
        <LoadingRegion label={t('loadingIdeas')}>
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-64 w-full" />
            ))}
          </div>
        </LoadingRegion>
      ) : isError && isOfflineError(error) ? (
        <OfflineState />
      ) : isError ? (
        <EmptyState
          title={t('couldNotLoad')}
          action={<Button onClick={() => void refetch()}>{t('tryAgain')}</Button>}
        />
      ) : ideas.length === 0 ? (
        <EmptyState
          icon={<Lightbulb aria-hidden size={40} />}
          title={searchTerm || categoryId ? t('noIdeasMatch') : t('noIdeasYet')}
          hint={t('pitchHint')}
        />
      ) : (
        <ul className={`grid gap-4 md:grid-cols-2 lg:grid-cols-3 ${isFetching ? 'opacity-70' : ''}`}>
          {ideas.map((idea) => (
            <li key={idea.id}>
              <IdeaCard idea={idea} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
      {formOpen ? <IdeaFormModal open={formOpen} onOpenChange={setFormOpen} /> : null}
    </div>
  );
}
