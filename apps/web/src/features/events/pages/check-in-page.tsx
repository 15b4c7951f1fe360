import { API_PREFIX } from '@campus/shared/constants';
import { eventMsg } from '@campus/shared/i18n/en/event-msg';
import { events } from '@campus/shared/i18n/en/events';
import type { EventWithRsvp } from '@campus/shared/schemas/events';
import type { TAttendee, TCheckInResult } from '@campus/shared/schemas/rsvp';
import { ArrowLeft, Camera, CameraOff, CircleAlert, CircleCheck, Download, Search } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../app/api-error';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { tr, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { useEventQuery } from '../events-api';
import { useAttendeesQuery, useCheckInMutation } from '../rsvp-api';

type CheckInBody = { code?: string; userId?: number; admit?: boolean };
/** A refusal keeps the scanned code when the organizer may still admit its holder (issue 19: explicit, recorded). */
type Outcome = { ok: true; result: TCheckInResult } | { ok: false; message: string; admit?: CheckInBody };

/** Refusals of a known person who simply holds no GOING ticket: the organizer may admit them at the door. */
const ADMITTABLE = ['notOnList', 'onWaitlistNotGoing', 'interestedNotGoing'] as const;

/** Whether the server's message is that refusal, in English or in the language on screen (decision 030). */
const isRefusal = (message: string, key: (typeof ADMITTABLE)[number]) =>
  message === eventMsg.en[key] || message === tr(eventMsg, key);

/**
 * "Not on the list" names a person only for a scanned QR (it carries the member's id, decision 019); a typed
 * 8-character code nobody holds leaves nobody to admit.
 */
function admittable(message: string, body: CheckInBody): boolean {
  if (!ADMITTABLE.some((key) => isRefusal(message, key))) return false;
  return !isRefusal(message, 'notOnList') || body.userId !== undefined || Boolean(body.code?.startsWith('CT1.'));
}

/**
 * Reads QR codes from the phone camera with jsQR (a JavaScript decoder: this Chromium has no BarcodeDetector, and
 * the CSP allows no WASM). Frames are sampled a few times a second; one code is reported once every 3 s.
 */
function useQrScanner(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'error'>('off');
  const [problem, setProblem] = useState('');
  const stopRef = useRef<() => void>(() => {});
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    stopRef.current();
    stopRef.current = () => {};
    setState('off');
  }, []);

  const start = useCallback(async () => {
    setState('starting');
    setProblem('');
    try {
      const [{ default: jsQR }, stream] = await Promise.all([
        import('jsqr'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      const video = videoRef.current;
      if (!video) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.srcObject = stream;
      await video.play();
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      let last = { code: '', at: 0 };
      const timer = window.setInterval(() => {
        if (!context || video.readyState < 2 || !video.videoWidth) return;
        const scale = Math.min(1, 640 / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        if (!found?.data) return;
        const now = Date.now();
        if (found.data === last.code && now - last.at < 3000) return;
        last = { code: found.data, at: now };
        onCodeRef.current(found.data);
      }, 250);
      stopRef.current = () => {
        window.clearInterval(timer);
        for (const track of stream.getTracks()) track.stop();
        video.srcObject = null;
      };
      setState('on');
    } catch (error) {
      setProblem(
        error instanceof DOMException && error.name === 'NotAllowedError'
          ? tr(events, 'cameraRefused')
          : tr(events, 'cameraFailed'),
      );
      setState('error');
    }
  }, []);

  useEffect(() => () => stopRef.current(), []);
  return { videoRef, state, problem, start, stop };
}

/** Confirm step of "Admit anyway": the admission goes through the check-in route with admit: true (recorded). */
function AdmitAnyway({ onAdmit, admitting }: { onAdmit: () => void; admitting: boolean }) {
  const t = useT(events);
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
        {t('admitAnyway')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="admit-confirm">
      <p className="text-sm text-slate-800">{t('admitConfirmText')}</p>
      <div className="flex gap-2">
        <Button isLoading={admitting} onClick={onAdmit}>
          {t('confirmAdmit')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}

function OutcomeCard({
  outcome,
  outcomeKey,
  onAdmit,
  admitting,
}: {
  outcome: Outcome | null;
  /** Changes with every result: a new scan closes a confirm step left open for the previous one. */
  outcomeKey: number;
  onAdmit: (body: CheckInBody) => void;
  admitting: boolean;
}) {
  const t = useT(events);
  const refusal = outcome && !outcome.ok ? outcome : null;
  return (
    <div
      className={
        refusal ? 'flex min-h-[88px] flex-col gap-3 rounded-2xl bg-rose-50 p-4 ring-1 ring-rose-300' : 'min-h-[88px]'
      }
      data-testid="check-in-outcome"
    >
      {/* The live region stays mounted and holds only the result, so a reader announces each one once. */}
      <div role="status" aria-live="polite">
        {outcome?.ok ? (
          <div className="flex items-center gap-3 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-300">
            <Avatar src={outcome.result.user.profilePic} name={outcome.result.user.fullName} size={56} />
            <div>
              <p className="text-lg font-bold text-slate-900">{outcome.result.user.fullName}</p>
              <p className="flex items-center gap-1.5 font-semibold text-emerald-800">
                <CircleCheck aria-hidden size={18} /> {outcome.result.admitted ? t('admitted') : t('checkedIn')}
              </p>
            </div>
          </div>
        ) : refusal ? (
          <p className="flex items-center gap-3 font-semibold text-rose-800">
            <CircleAlert aria-hidden size={22} className="shrink-0" /> {refusal.message}
          </p>
        ) : null}
      </div>
      {refusal?.admit ? (
        <AdmitAnyway key={outcomeKey} admitting={admitting} onAdmit={() => refusal.admit && onAdmit(refusal.admit)} />
      ) : null}
    </div>
  );
}

const STATUS_KEY = { GOING: 'going', WAITLISTED: 'waitlist', INTERESTED: 'interested' } as const;

function AttendeeRow({ attendee, onCheckIn }: { attendee: TAttendee; onCheckIn: (a: TAttendee) => void }) {
  const t = useT(events);
  const f = useFormat();
  const label = attendee.status ? t(STATUS_KEY[attendee.status as keyof typeof STATUS_KEY]) : t('atTheDoor');
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Avatar src={attendee.user.profilePic} name={attendee.user.fullName} size={40} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{attendee.user.fullName}</p>
        <p className="text-xs text-slate-600">
          {label}
          {attendee.position ? ` #${f.digits(attendee.position)}` : ''}
          {attendee.checkedInAt
            ? t('checkedInAt', Boolean(attendee.admitted), f.date(attendee.checkedInAt, 'HH:mm'))
            : ''}
        </p>
      </div>
      {attendee.checkedInAt ? (
        <CircleCheck aria-label={t('checkedIn')} size={20} className="text-emerald-700" />
      ) : (
        <Button variant="secondary" className="h-8 px-3" onClick={() => onCheckIn(attendee)}>
          {attendee.status === 'GOING' ? t('checkIn') : t('admit')}
        </Button>
      )}
    </li>
  );
}

/** Organizer's door screen (issue 19): camera scan or typed code, the result, counts, the list and its CSV. */
export default function CheckInPage() {
  const t = useT(events);
  const f = useFormat();
  const eventId = Number(useParams().id);
  const token = useAppSelector((s) => s.auth.token);
  const { data: eventData } = useEventQuery(eventId, { skip: !(eventId > 0) });
  const event = eventData?.data as EventWithRsvp | undefined;
  const [searchTerm, setSearchTerm] = useState('');
  const [status, setStatus] = useState('');
  const attendees = useAttendeesQuery(
    { eventId, limit: 100, searchTerm: searchTerm.trim() || undefined, status: status || undefined },
    { skip: !(eventId > 0) },
  );
  const [checkIn, checkInState] = useCheckInMutation();
  const [code, setCode] = useState('');
  const [outcome, setOutcomeState] = useState<Outcome | null>(null);
  const [outcomeKey, setOutcomeKey] = useState(0);
  const setOutcome = useCallback((next: Outcome) => {
    setOutcomeState(next);
    setOutcomeKey((k) => k + 1);
  }, []);

  const submit = useCallback(
    async (body: CheckInBody) => {
      try {
        const res = await checkIn({ eventId, ...body }).unwrap();
        setOutcome({ ok: true, result: res.data });
        setCode('');
      } catch (error) {
        const message = errorMessage(error);
        // Admitting goes through the same check-in route with admit: true (recorded as admitted, product §10.1).
        const admit = !body.admit && admittable(message, body) ? { ...body, admit: true } : undefined;
        setOutcome({ ok: false, message, admit });
      }
    },
    [checkIn, eventId, setOutcome],
  );
  const scanner = useQrScanner((scanned) => void submit({ code: scanned }));

  const onType = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void submit({ code: code.trim() });
  };

  const exportCsv = async () => {
    const res = await fetch(`${API_PREFIX}/event/${eventId}/attendees.csv`, {
      headers: token ? { authorization: token } : {},
    });
    if (!res.ok) {
      setOutcome({ ok: false, message: t('exportFailed') });
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `event-${eventId}-attendees.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const counts = attendees.data?.meta.counts;
  const rows = attendees.data?.data ?? [];
  const refused = attendees.error ? errorMessage(attendees.error) : '';

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-4 md:py-8">
      <Link
        to={paths.news(eventId)}
        className="inline-flex w-fit items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <ArrowLeft aria-hidden size={18} /> {t('event')}
      </Link>
      <header>
        <p className="text-xs font-bold uppercase tracking-wide text-brand-800">{t('checkInHeading')}</p>
        <h1 className="text-2xl font-extrabold text-slate-900">{event?.title ?? <Skeleton className="h-8 w-2/3" />}</h1>
      </header>

      {refused ? (
        <EmptyState title={t('cannotCheckIn')} hint={refused} />
      ) : (
        <>
          <dl className="grid grid-cols-4 gap-2 text-center" aria-label={t('attendance')}>
            {(
              [
                [t('going'), counts?.going],
                [t('waitlist'), counts?.waitlisted],
                [t('interested'), counts?.interested],
                [t('checkedIn'), counts?.checkedIn],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
                <dt className="text-[11px] font-semibold uppercase text-slate-600">{label}</dt>
                <dd className="text-xl font-extrabold text-slate-900">{value === undefined ? '–' : f.number(value)}</dd>
              </div>
            ))}
          </dl>

          <section
            aria-label={t('scan')}
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div
              className="overflow-hidden rounded-xl bg-slate-900"
              hidden={scanner.state !== 'on' && scanner.state !== 'starting'}
            >
              <video
                ref={scanner.videoRef}
                muted
                playsInline
                className="aspect-square w-full object-cover"
                aria-label={t('camera')}
              />
            </div>
            {scanner.problem ? <p className="text-sm font-semibold text-rose-700">{scanner.problem}</p> : null}
            {scanner.state === 'on' || scanner.state === 'starting' ? (
              <Button variant="secondary" onClick={scanner.stop} icon={<CameraOff aria-hidden size={16} />}>
                {t('stopCamera')}
              </Button>
            ) : (
              <Button onClick={() => void scanner.start()} icon={<Camera aria-hidden size={16} />}>
                {t('scanQrCode')}
              </Button>
            )}
            <form onSubmit={onType} className="flex items-end gap-2">
              <div className="flex-1">
                <TextField
                  label={t('ticketCode')}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder={t('eightCharacters')}
                />
              </div>
              <Button type="submit" isLoading={checkInState.isLoading}>
                {t('checkIn')}
              </Button>
            </form>
            <OutcomeCard
              outcome={outcome}
              outcomeKey={outcomeKey}
              admitting={checkInState.isLoading}
              onAdmit={(body) => void submit(body)}
            />
          </section>

          <section aria-labelledby="attendees" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 id="attendees" className="text-lg font-bold text-slate-900">
                {t('attendees')}
              </h2>
              <Button variant="ghost" onClick={() => void exportCsv()} icon={<Download aria-hidden size={16} />}>
                {t('csv')}
              </Button>
            </div>
            <div className="grid grid-cols-[1fr_auto] gap-2">
              <TextField
                label={t('search')}
                value={searchTerm}
                onChange={(e) => setSearchTerm(e.target.value)}
                placeholder={t('name')}
                type="search"
              />
              <SelectField
                label={t('show')}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
                placeholder={t('everyone')}
                options={[
                  { value: 'GOING', label: t('going') },
                  { value: 'WAITLISTED', label: t('waitlist') },
                  { value: 'INTERESTED', label: t('interested') },
                  { value: 'CHECKED_IN', label: t('checkedIn') },
                ]}
              />
            </div>
            {attendees.isLoading ? (
              <div className="mt-3 space-y-2">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-12 w-full" />
                ))}
              </div>
            ) : rows.length === 0 ? (
              <div className="mt-3">
                <EmptyState icon={<Search aria-hidden size={28} />} title={t('nobodyHereYet')} />
              </div>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {rows.map((a) => (
                  <AttendeeRow
                    key={a.user.id}
                    attendee={a}
                    onCheckIn={(x) => void submit({ userId: x.user.id, admit: true })}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
