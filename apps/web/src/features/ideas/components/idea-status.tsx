import type { IdeaStatus } from '@campus/shared/enums';

export const IDEA_STATUS_LABEL: Record<IdeaStatus, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  INCUBATING: 'Incubating',
  DECLINED: 'Declined',
};
const TONE: Record<IdeaStatus, string> = {
  SUBMITTED: 'bg-slate-100 text-slate-700',
  UNDER_REVIEW: 'bg-amber-100 text-amber-800',
  INCUBATING: 'bg-emerald-100 text-emerald-800',
  DECLINED: 'bg-rose-100 text-rose-800',
};

export function IdeaStatusBadge({ status }: { status: IdeaStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {IDEA_STATUS_LABEL[status]}
    </span>
  );
}
