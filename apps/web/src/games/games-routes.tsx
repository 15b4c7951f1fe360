import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../app/paths';
import { PageFallback } from '../components/ui/page-fallback';
import { GamesHomePage } from './games-home-page';

// Each game is its own chunk: opening the tiles downloads none of them.
const HangmanPage = lazy(() => import('./hangman/hangman-page'));
const SnakePage = lazy(() => import('./snake/snake-page'));
const MemoryPage = lazy(() => import('./memory/memory-page'));
const TicTacToePage = lazy(() => import('./tic-tac-toe/tic-tac-toe-page'));
const AgeCalculatorPage = lazy(() => import('./age-calculator/age-calculator-page'));
const SquidPage = lazy(() => import('./squid/squid-page'));

/** Mounted by the app router at /games/*. */
export default function GamesRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route index element={<GamesHomePage />} />
        <Route path="hangman" element={<HangmanPage />} />
        <Route path="snake" element={<SnakePage />} />
        <Route path="memory" element={<MemoryPage />} />
        <Route path="tic-tac-toe" element={<TicTacToePage />} />
        <Route path="age-calculator" element={<AgeCalculatorPage />} />
        <Route path="squid" element={<SquidPage />} />
        <Route path="*" element={<Navigate to={paths.games} replace />} />
      </Routes>
    </Suspense>
  );
}
