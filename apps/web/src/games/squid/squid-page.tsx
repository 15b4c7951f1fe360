import { PROGRESS } from '@campus/shared/constants';
import { ComingSoon } from '../../components/ui/coming-soon';
import { GamePage } from '../components/game-page';

export default function SquidPage() {
  return (
    <GamePage title="Squid game">
      <ComingSoon
        title="Squid game"
        progress={PROGRESS.squidGame}
        description="Red light, green light and more rounds are being built. Check back soon!"
      />
    </GamePage>
  );
}
