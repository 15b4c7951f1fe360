import { events } from '@campus/shared/i18n/en/events';
import type { EventItem, TEventCard } from '@campus/shared/schemas/events';
import { ArrowLeft, Newspaper } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../app/api-error';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { EventPreview } from '../components/event-preview';
import { useEventQuery } from '../events-api';

/**
 * The item passed through navigation state, when it is a usable event (product §2.9: it must have a title). Home
 * hands over a card, which has no description or guests (decision 056); another screen may hand over the whole event.
 */
function passedItem(state: unknown, id: number): EventItem | TEventCard | null {
  const item = (state as { item?: Partial<EventItem> } | null)?.item;
  return item && typeof item.title === 'string' && item.title && item.id === id ? (item as TEventCard) : null;
}

const isWhole = (item: EventItem | TEventCard | null): item is EventItem =>
  Boolean(item && typeof (item as Partial<EventItem>).description === 'string' && 'guests' in item);

/**
 * News detail: shows the item handed over by the link at once when it has a title; fetches the event by id when
 * there is none, or when it is a card, for the description and the guests.
 */
export default function NewsPage() {
  const t = useT(events);
  const params = useParams();
  const id = Number(params.id);
  const isValidId = Number.isInteger(id) && id > 0;
  const { state } = useLocation();
  const navigate = useNavigate();
  const passed = passedItem(state, id);
  const { data, isLoading, error } = useEventQuery(id, { skip: isWhole(passed) || !isValidId });
  const event = data?.data ?? passed;

  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home));

  return (
    <div className="px-4 py-4 md:px-8 md:py-8">
      <button
        type="button"
        onClick={goBack}
        className="mb-4 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <ArrowLeft aria-hidden size={18} /> {t('back')}
      </button>
      {event ? (
        <EventPreview
          event={event}
          withRsvp
          restFailed={
            error
              ? isOfflineError(error)
                ? t('storyRestFailed')
                : errorMessage(error, t('storyRestFailed'))
              : undefined
          }
        />
      ) : isLoading ? (
        <LoadingRegion label={t('loadingStory')}>
          <div className="mx-auto flex max-w-3xl flex-col gap-4">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-10 w-4/5" />
            <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        </LoadingRegion>
      ) : isOfflineError(error) ? (
        <OfflineState />
      ) : (
        <div className="mx-auto max-w-xl">
          <EmptyState
            icon={<Newspaper aria-hidden size={40} />}
            title={t('storyNotFound')}
            hint={isValidId ? errorMessage(error, t('mayHaveBeenRemoved')) : t('linkNotValid')}
            action={
              <Link to={paths.home} className="font-semibold text-brand-800 underline underline-offset-2">
                {t('backToHome')}
              </Link>
            }
          />
        </div>
      )}
    </div>
  );
}
