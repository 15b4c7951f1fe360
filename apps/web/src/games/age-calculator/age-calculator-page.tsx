import { TIME_ZONE } from '@campus/shared/constants';
import { games } from '@campus/shared/i18n/en/games';
import { msg } from '@campus/shared/i18n/en/msg';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { Cake, History, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { banglaDates, tr, useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { GamePage } from '../components/game-page';
import { GAME_STORAGE_KEYS, readStored, writeStored } from '../local-store';
import {
  type AgeHistoryEntry,
  addToHistory,
  ageMessage,
  ageMessageKey,
  calculateAge,
  isAgeHistory,
  parseCalendarDate,
} from './age-rules';

function todayInDhaka(): string {
  return format(new TZDate(Date.now(), TIME_ZONE), 'yyyy-MM-dd');
}

/** A calendar date in the language on screen ('3 Mar 2004', '৩ মার্চ ২০০৪'). */
function displayDate(isoDate: string, digits: (value: string) => string): string {
  const date = parseCalendarDate(isoDate);
  return date ? digits(format(date, 'd MMM yyyy', { locale: banglaDates()?.locale })) : isoDate;
}

function AgeFigure({ value, unit }: { value: number; unit: string }) {
  const f = useFormat();
  return (
    <div className="flex-1 rounded-xl bg-black/15 px-2 py-3 text-center">
      <div className="text-3xl font-black tabular-nums md:text-4xl">{f.number(value)}</div>
      <div className="text-xs font-semibold tracking-wide uppercase">{unit}</div>
    </div>
  );
}

export function AgeCalculator({ today = todayInDhaka() }: { today?: string }) {
  const t = useT(games);
  const f = useFormat();
  const ageText = (age: { years: number; months: number; days: number }) => t('age', age.years, age.months, age.days);
  const inputId = useId();
  const errorId = useId();
  const [birthdate, setBirthdate] = useState('');
  const [error, setError] = useState('');
  const [history, setHistory] = useState<AgeHistoryEntry[]>(() =>
    readStored(GAME_STORAGE_KEYS.ageHistory, [], isAgeHistory),
  );
  const latest = history[0];
  const [shownId, setShownId] = useState<string | null>(null);
  const result = latest && latest.id === shownId ? latest : null;

  function saveHistory(next: AgeHistoryEntry[]) {
    setHistory(next);
    writeStored(GAME_STORAGE_KEYS.ageHistory, next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const birth = parseCalendarDate(birthdate);
    if (!birth) {
      setError('');
      window.alert(tr(msg, 'birthdateRequired'));
      return;
    }
    if (birthdate > today) {
      setError(t('futureBirthdate'));
      return;
    }
    setError('');
    const age = calculateAge(birth, parseCalendarDate(today) ?? new Date());
    const entry: AgeHistoryEntry = {
      id: `${Date.now().toString(36)}-${history.length}-${Math.floor(Math.random() * 1e6).toString(36)}`,
      birthdate,
      calculatedOn: today,
      ...age,
      message: ageMessage(age.years),
    };
    saveHistory(addToHistory(history, entry));
    setShownId(entry.id);
  }

  return (
    <GamePage title={t('ageTitle')} hint={t('ageHint')}>
      <div className="grid gap-5 md:grid-cols-2 md:items-start">
        <div className="flex flex-col gap-4">
          <form
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5"
          >
            <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
              {t('yourBirthdate')}
            </label>
            <input
              id={inputId}
              type="date"
              value={birthdate}
              max={today}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setBirthdate(event.target.value)}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm font-semibold text-rose-700">
                {error}
              </p>
            ) : null}
            <Button type="submit" icon={<Cake aria-hidden size={16} />} className="h-11">
              {t('calculateAge')}
            </Button>
          </form>

          <section
            aria-live="polite"
            aria-label={t('yourAge')}
            className={
              result
                ? 'rounded-2xl bg-gradient-to-br from-rose-600 to-pink-800 p-4 text-white shadow-md md:p-5'
                : 'sr-only'
            }
          >
            {result ? (
              <>
                <p className="text-sm font-semibold">{t('youAre', ageText(result))}</p>
                <div className="my-3 flex gap-2" aria-hidden>
                  <AgeFigure value={result.years} unit={t('years', result.years)} />
                  <AgeFigure value={result.months} unit={t('months', result.months)} />
                  <AgeFigure value={result.days} unit={t('days', result.days)} />
                </div>
                <p className="text-base font-bold">{t(ageMessageKey(result.years))}</p>
              </>
            ) : null}
          </section>
        </div>

        <section
          aria-labelledby="age-history-heading"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2
              id="age-history-heading"
              className="flex items-center gap-2 text-base font-bold text-slate-900 md:text-lg"
            >
              <History aria-hidden size={18} className="text-brand-700" />
              {t('recentCalculations')}
            </h2>
            {history.length > 0 ? (
              <Button variant="ghost" onClick={() => saveHistory([])} icon={<Trash2 aria-hidden size={16} />}>
                {t('clear')}
              </Button>
            ) : null}
          </div>
          {history.length === 0 ? (
            <p className="text-sm text-slate-600">{t('historyEmpty')}</p>
          ) : (
            <ol aria-label={t('history')} className="flex flex-col gap-2">
              {history.map((entry) => (
                <li key={entry.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                  <p className="text-sm font-semibold text-slate-900">
                    {t('born', displayDate(entry.birthdate, f.digits))}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('ageOn', ageText(entry), displayDate(entry.calculatedOn, f.digits))}
                  </p>
                  <p className="text-sm text-rose-700">{t(ageMessageKey(entry.years))}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </GamePage>
  );
}

export default function AgeCalculatorPage() {
  return <AgeCalculator />;
}
