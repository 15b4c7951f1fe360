import { ideas } from '@campus/shared/i18n/en/ideas';
import type { TIdea } from '@campus/shared/schemas/ideas';
import { MessageCircle, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/ui/cover-image';
import { useT } from '../../../lib/i18n';
import { responsiveImage } from '../../../lib/responsive-image';
import { useFormat } from '../../../lib/use-format';
import { IdeaStatusBadge } from './idea-status';

export function IdeaCard({ idea }: { idea: TIdea }) {
  const t = useT(ideas);
  const f = useFormat();
  return (
    <Link
      to={`/ideas/${idea.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-brand-700/40"
    >
      <CoverImage
        {...responsiveImage(idea.coverPic, '(min-width: 768px) 33vw, 100vw')}
        alt=""
        loading="lazy"
        width={800}
        height={400}
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs font-semibold text-brand-800">{idea.category.name}</span>
          <IdeaStatusBadge status={idea.status} />
        </div>
        <h3 className="line-clamp-2 font-bold text-slate-900">{idea.title}</h3>
        <p className="line-clamp-2 text-sm text-slate-600">{idea.problem}</p>
        <div className="mt-auto flex items-center justify-between pt-1 text-sm text-slate-600">
          <span className="truncate">{idea.author.fullName}</span>
          <span className="flex items-center gap-3">
            <span className="flex items-center gap-1">
              <ThumbsUp aria-hidden size={14} /> {f.number(idea.voteCount)}
              <span className="sr-only">{t('votes')}</span>
            </span>
            <span className="flex items-center gap-1">
              <MessageCircle aria-hidden size={14} /> {f.number(idea.commentCount)}
              <span className="sr-only">{t('comments')}</span>
            </span>
          </span>
        </div>
      </div>
    </Link>
  );
}
