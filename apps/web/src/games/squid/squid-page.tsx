import { PROGRESS } from '@campus/shared/constants';
import { games } from '@campus/shared/i18n/en/games';
import { ComingSoon } from '../../components/ui/coming-soon';
import { useT } from '../../lib/i18n';
import { GamePage } from '../components/game-page';

export default function SquidPage() {
  const t = useT(games);
  return (
    <GamePage title={t('squidTitle')}>
      <ComingSoon title={t('squidTitle')} progress={PROGRESS.squidGame} description={t('squidComingSoon')} />
    </GamePage>
  );
}
