import { POINT_KIND_LABELS } from '@campus/shared/constants';
import { IDEA_MSG } from '@campus/shared/messages-ideas';
import { ZAdjustPointsRequest } from '@campus/shared/schemas/leaderboard';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDhaka } from '../../../lib/dates';
import { useAdjustPointsMutation, usePointHistoryQuery } from '../leaderboard-api';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A member's public history: what kind of action earned how many points (an admin's reason included). */
export function PointHistory({ userId, canAdjust }: { userId: number; canAdjust: boolean }) {
  const { data, isLoading, isError } = usePointHistoryQuery(userId);
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError || !data) return <p className="text-sm text-rose-700">This member's history is not public.</p>;
  return (
    <div className="flex flex-col gap-4">
      {data.data.length === 0 ? (
        <p className="text-sm text-slate-600">No points yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Point history">
          {data.data.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">
                  {POINT_KIND_LABELS[entry.kind]}
                  {entry.isReversal ? ' (taken back)' : ''}
                </p>
                {entry.reason ? <p className="text-xs text-slate-600">{entry.reason}</p> : null}
                <p className="text-xs text-slate-500">{formatDhaka(entry.createdAt, 'd MMM yyyy')}</p>
              </div>
              <span className={`text-sm font-bold ${entry.points < 0 ? 'text-rose-700' : 'text-emerald-700'}`}>
                {signed(entry.points)}
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
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adjust, { isLoading }] = useAdjustPointsMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdjustPointsRequest.safeParse({ userId, points: Number(points), reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? IDEA_MSG.adjustReasonRequired);
      return;
    }
    setError(null);
    try {
      await adjust(parsed.data).unwrap();
      toast.success(IDEA_MSG.pointsAdjusted);
      setPoints('');
      setReason('');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3" aria-label="Adjust points">
      <p className="text-sm font-bold text-slate-900">Adjust points</p>
      <div className="flex gap-2">
        <label className="flex w-24 flex-col text-xs font-semibold text-slate-700">
          Points
          <input
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            inputMode="numeric"
            className="mt-1 h-9 rounded-lg border border-slate-300 px-2 text-sm"
          />
        </label>
        <label className="flex flex-1 flex-col text-xs font-semibold text-slate-700">
          Reason
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
        Save
      </Button>
    </form>
  );
}
