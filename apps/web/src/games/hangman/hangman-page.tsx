import { games } from '@campus/shared/i18n/en/games';
import { RotateCcw, SkipForward } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type Translate, useLanguage, useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { GamePage, Stat } from '../components/game-page';
import { GAME_STORAGE_KEYS, readStored, writeStored } from '../local-store';
import { HangmanFigure } from './hangman-figure';
import {
  ALPHABET,
  BANGLA_ALPHABET,
  guessLetter,
  type HangmanScore,
  type HangmanState,
  isHangmanScore,
  isLetterPlayed,
  lettersOf,
  maskAnswer,
  nextWord,
  recordResult,
  remainingGuesses,
  replayHangman,
  startHangman,
} from './hangman-rules';
import { RIDDLES, type Riddle } from './riddles';
import { BANGLA_RIDDLES } from './riddles-bn';

function announce(
  t: Translate<typeof games.en>,
  state: HangmanState,
  riddle: Riddle,
  letter: string | null,
  total: number,
): string {
  if (state.status === 'completed') return t('hangmanCompleted', total);
  if (state.status === 'won') return t('hangmanWon', riddle.answer);
  if (state.status === 'lost') return t('hangmanLost', riddle.answer);
  if (!letter) return '';
  return lettersOf(riddle.answer).includes(letter)
    ? t('hangmanHit', letter)
    : t('hangmanMiss', letter, remainingGuesses(state));
}

/** The riddles and keys of one language: Bangla mode has its own list (issue 23). */
export function Hangman({
  riddles,
  alphabet = ALPHABET,
}: {
  riddles: readonly Riddle[];
  alphabet?: readonly string[];
}) {
  const t = useT(games);
  const f = useFormat();
  const [game, setGame] = useState<HangmanState>(startHangman);
  const [lastLetter, setLastLetter] = useState<string | null>(null);
  const [score, setScore] = useState<HangmanScore>(() =>
    readStored(GAME_STORAGE_KEYS.hangmanScore, { won: 0, lost: 0 }, isHangmanScore),
  );
  const lettersRef = useRef<HTMLFieldSetElement>(null);
  const riddle = riddles[Math.min(game.wordIndex, riddles.length - 1)];
  const isPlaying = game.status === 'playing';

  const guess = useCallback(
    (letter: string) => {
      const next = guessLetter(game, riddle.answer, letter, alphabet);
      if (next === game) return;
      setGame(next);
      setLastLetter(letter);
      if (next.status === 'won' || next.status === 'lost') {
        const updated = recordResult(score, next.status);
        setScore(updated);
        writeStored(GAME_STORAGE_KEYS.hangmanScore, updated);
      }
    },
    [game, riddle, score, alphabet],
  );

  function focusLetters() {
    requestAnimationFrame(() => lettersRef.current?.querySelector('button')?.focus());
  }

  function goNext() {
    setGame(nextWord(game, riddles.length));
    setLastLetter(null);
    focusLetters();
  }

  function replay() {
    setGame(replayHangman());
    setLastLetter(null);
    focusLetters();
  }

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
      const letter = event.key.toUpperCase().normalize('NFC');
      if (alphabet.includes(letter)) guess(letter);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [guess, alphabet]);

  const masked = maskAnswer(riddle.answer, game.status === 'lost' ? alphabet : game.guessed);
  const answerLetters = lettersOf(riddle.answer);
  const message = announce(t, game, riddle, lastLetter, riddles.length);
  const isFinished = game.status !== 'playing';

  return (
    <GamePage title={t('hangmanTitle')} hint={t('hangmanHint')}>
      {game.status === 'completed' ? (
        <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-4xl" aria-hidden>
            🎉
          </p>
          <h2 className="mt-2 text-2xl font-extrabold text-brand-800">{t('completed')}</h2>
          <p role="status" className="mt-1 text-slate-700">
            {message}
          </p>
          <Button className="mt-4" onClick={replay} icon={<RotateCcw aria-hidden size={16} />} autoFocus>
            {t('replay')}
          </Button>
        </section>
      ) : (
        <div className="grid gap-4 md:grid-cols-[220px_1fr] md:gap-6">
          <div className="flex items-center justify-between gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 md:flex-col md:justify-center md:gap-5 md:p-5">
            <HangmanFigure wrongGuesses={game.wrongGuesses} />
            <div className="grid grid-cols-2 gap-2 md:w-full">
              <Stat
                label={t('left')}
                value={remainingGuesses(game)}
                tone={remainingGuesses(game) <= 2 ? 'text-rose-700' : 'text-slate-900'}
              />
              <Stat label={t('riddle')} value={f.digits(`${game.wordIndex + 1}/${riddles.length}`)} />
              <Stat label={t('won')} value={score.won} tone="text-brand-700" />
              <Stat label={t('lost')} value={score.lost} tone="text-rose-700" />
            </div>
          </div>

          <div className="flex flex-col gap-4">
            <section className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
              <p className="text-xs font-bold tracking-wide text-brand-800 uppercase">{t('clue')}</p>
              <p className="mt-1 text-base font-medium text-slate-900 md:text-lg">{riddle.clue}</p>
            </section>

            <div className="flex flex-wrap justify-center gap-[3px] md:gap-2">
              <span className="sr-only">
                {t('wordLetters', masked.map((ch) => ch ?? t('blank')).join(' '), answerLetters.length)}
              </span>
              {masked.map((ch, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: letter positions are stable for one word
                  key={i}
                  aria-hidden
                  className={`flex h-9 w-6 items-end justify-center border-b-4 pb-0.5 text-xl font-extrabold md:h-12 md:w-10 md:text-3xl ${
                    game.status === 'lost' && !game.guessed.includes(ch ?? '')
                      ? 'border-rose-300 text-rose-700'
                      : 'border-slate-400 text-slate-900'
                  }`}
                >
                  {ch ?? ''}
                </span>
              ))}
            </div>

            <p
              role="status"
              className={`min-h-6 text-center text-sm font-semibold ${
                game.status === 'won' ? 'text-brand-800' : game.status === 'lost' ? 'text-rose-700' : 'text-slate-700'
              } ${isFinished ? 'text-base' : ''}`}
            >
              {message}
            </p>

            {isFinished ? (
              <div className="flex justify-center">
                <Button onClick={goNext} icon={<SkipForward aria-hidden size={16} />} autoFocus>
                  {t('nextRiddle')}
                </Button>
              </div>
            ) : null}

            <fieldset ref={lettersRef} aria-label={t('letters')} className="grid grid-cols-7 gap-1.5 md:grid-cols-13">
              {alphabet.map((letter) => {
                const isPlayed = isLetterPlayed(game, letter);
                const isHit = isPlayed && answerLetters.includes(letter);
                const isInactive = isPlayed || !isPlaying;
                return (
                  <button
                    key={letter}
                    type="button"
                    aria-disabled={isInactive}
                    onClick={() => guess(letter)}
                    className={`h-11 rounded-lg text-base font-bold transition-colors ${
                      isPlayed
                        ? isHit
                          ? 'bg-brand-700 text-white'
                          : 'bg-slate-200 text-slate-600 line-through'
                        : isPlaying
                          ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50'
                          : 'bg-white text-slate-500 ring-1 ring-slate-200'
                    } ${isInactive ? 'cursor-not-allowed' : ''}`}
                  >
                    {letter}
                  </button>
                );
              })}
            </fieldset>
          </div>
        </div>
      )}
    </GamePage>
  );
}

export default function HangmanPage() {
  const isBangla = useLanguage() === 'bn';
  // A new key restarts the game when the language changes: the other list's word index means nothing.
  return isBangla ? (
    <Hangman key="bn" riddles={BANGLA_RIDDLES} alphabet={BANGLA_ALPHABET} />
  ) : (
    <Hangman key="en" riddles={RIDDLES} />
  );
}
