import { ideaMsg } from '@campus/shared/i18n/en/idea-msg';
import { leaderboard } from '@campus/shared/i18n/en/leaderboard';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { tr, useT } from '../../../lib/i18n';
import { useLeaderboardSettingsQuery, useUpdateLeaderboardSettingsMutation } from '../leaderboard-api';

/** Profile setting: hide me from the public leaderboard (I still see my own rank). */
export function LeaderboardVisibility() {
  const t = useT(leaderboard);
  const { data } = useLeaderboardSettingsQuery();
  const [update, { isLoading }] = useUpdateLeaderboardSettingsMutation();
  const hidden = data?.data.hidden ?? false;
  const toggle = async () => {
    try {
      await update({ hidden: !hidden }).unwrap();
      toast.success(tr(ideaMsg, 'leaderboardVisibilitySaved'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <span id="lb-hide" className="text-sm text-slate-800">
        {t('hideMe')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={hidden}
        aria-labelledby="lb-hide"
        disabled={isLoading || !data}
        onClick={() => void toggle()}
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${hidden ? 'bg-brand-700' : 'bg-slate-300'}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${hidden ? 'translate-x-5' : ''}`}
        />
      </button>
    </div>
  );
}
