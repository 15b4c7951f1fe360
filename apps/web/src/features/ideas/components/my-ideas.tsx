import { ideas as ideasArea } from '@campus/shared/i18n/en/ideas';
import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useIdeasQuery } from '../ideas-api';
import { IdeaStatusBadge } from './idea-status';

/** The profile's Business Ideas section: the member's own ideas, every status, newest first. */
export function MyIdeas({ userId }: { userId: number | null }) {
  const t = useT(ideasArea);
  const { data, isLoading } = useIdeasQuery(
    { authorId: userId ?? undefined, sortBy: 'newest', limit: 20 },
    { skip: !userId },
  );
  const ideas = data?.data ?? [];
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {userId && isLoading ? <Skeleton className="h-16 w-full" /> : null}
      {userId && !isLoading && ideas.length === 0 ? (
        <p className="text-sm text-slate-600">{t('notPitchedYet')}</p>
      ) : null}
      {ideas.length ? (
        <ul className="divide-y divide-slate-100">
          {ideas.map((idea) => (
            <li key={idea.id} className="flex items-center justify-between gap-3 py-2">
              <Link
                to={`/ideas/${idea.id}`}
                className="min-w-0 truncate text-sm font-semibold text-slate-900 hover:underline"
              >
                {idea.title}
              </Link>
              <span className="flex shrink-0 items-center gap-2 text-xs text-slate-600">
                {t('voteCount', idea.voteCount)} <IdeaStatusBadge status={idea.status} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={paths.ideas}
        className="inline-flex h-[35px] items-center justify-center gap-2 self-start rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
      >
        <Lightbulb aria-hidden size={16} /> {t('openBusinessIdeas')}
      </Link>
    </div>
  );
}
