import { ideaMsg } from '@campus/shared/i18n/en/idea-msg';
import { leaderboard } from '@campus/shared/i18n/en/leaderboard';
import { ZAdjustPointsRequest } from '@campus/shared/schemas/leaderboard';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { tr, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { useAdjustPointsMutation, usePointHistoryQuery } from '../leaderboard-api';

/** A member's public history: what kind of action earned how many points (an admin's reason included). */
export function PointHistory({ userId, canAdjust }: { userId: number; canAdjust: boolean }) {
  const t = useT(leaderboard);
  const f = useFormat();
  const { data, isLoading, isError } = usePointHistoryQuery(userId);
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError || !data) return <p className="text-sm text-rose-700">{t('historyNotPublic')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noPointsYet')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('pointHistory')}>
          {data.data.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">
                  {t('pointKind', entry.kind)}
                  {entry.isReversal ? t('takenBack') : ''}
                </p>
                {entry.reason ? <p className="text-xs text-slate-600">{entry.reason}</p> : null}
                <p className="text-xs text-slate-500">{f.date(entry.createdAt, 'd MMM yyyy')}</p>
              </div>
              <span className={`text-sm font-bold ${entry.points < 0 ? 'text-rose-700' : 'text-emerald-700'}`}>
                {t('signedPoints', entry.points)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAdjust ? <AdjustForm userId={userId} /> : null}
    </div>
  );
}

function AdjustForm({ userId }: { userId: number }) {
  const t = useT(leaderboard);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adjust, { isLoading }] = useAdjustPointsMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdjustPointsRequest.safeParse({ userId, points: Number(points), reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? tr(ideaMsg, 'adjustReasonRequired'));
      return;
    }
    setError(null);
    try {
      await adjust(parsed.data).unwrap();
      toast.success(tr(ideaMsg, 'pointsAdjusted'));
      setPoints('');
      setReason('');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3" aria-label={t('adjustPoints')}>
      <p className="text-sm font-bold text-slate-900">{t('adjustPoints')}</p>
      <div className="flex gap-2">
        <label className="flex w-24 flex-col text-xs font-semibold text-slate-700">
          {t('points')}
          <input
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            inputMode="numeric"
            className="mt-1 h-9 rounded-lg border border-slate-300 px-2 text-sm"
          />
        </label>
        <label className="flex flex-1 flex-col text-xs font-semibold text-slate-700">
          {t('reason')}
          <input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="mt-1 h-9 rounded-lg border border-slate-300 px-2 text-sm"
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-rose-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" isLoading={isLoading} className="self-end">
        {t('save')}
      </Button>
    </form>
  );
}
