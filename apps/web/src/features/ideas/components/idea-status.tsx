import type { IdeaStatus } from '@campus/shared/enums';
import { ideas } from '@campus/shared/i18n/en/ideas';
import { useT } from '../../../lib/i18n';

/** The catalogue key (ideas area) of each status's label. */
export const IDEA_STATUS_KEY = {
  SUBMITTED: 'statusSubmitted',
  UNDER_REVIEW: 'statusUnderReview',
  INCUBATING: 'statusIncubating',
  DECLINED: 'statusDeclined',
} as const satisfies Record<IdeaStatus, keyof typeof ideas.en>;
const TONE: Record<IdeaStatus, string> = {
  SUBMITTED: 'bg-slate-100 text-slate-700',
  UNDER_REVIEW: 'bg-amber-100 text-amber-800',
  INCUBATING: 'bg-emerald-100 text-emerald-800',
  DECLINED: 'bg-rose-100 text-rose-800',
};

export function IdeaStatusBadge({ status }: { status: IdeaStatus }) {
  const t = useT(ideas);
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {t(IDEA_STATUS_KEY[status])}
    </span>
  );
}
