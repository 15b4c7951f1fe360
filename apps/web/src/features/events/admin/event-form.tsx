import { ASPECT } from '@campus/shared/constants';
import { common } from '@campus/shared/i18n/en/common';
import { events } from '@campus/shared/i18n/en/events';
import { msg } from '@campus/shared/i18n/en/msg';
import { users } from '@campus/shared/i18n/en/users';
import { type EventItem, ZCreateEventRequest } from '@campus/shared/schemas/events';
import { useActiveUsersQuery } from '../../../app/lookups-api';
import { useSession } from '../../../app/session/use-session';
import {
  type AdminField,
  AdminForm,
  type Payload,
  type SelectOption,
  saveWithToasts,
} from '../../../components/ui/admin-form';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { type Translate, useT } from '../../../lib/i18n';
import { type EventPayload, useCreateEventMutation, useUpdateEventMutation } from '../events-api';
import { typeOptions } from './event-options';

/** product §5 Event form: the labels are the {label} of 'Please fill out the {label} field.' (same as the server's). */
export function eventFields(
  t: Translate<typeof events.en>,
  tc: Translate<typeof common.en>,
  hosts: SelectOption[],
): AdminField[] {
  return [
    { name: 'type', label: t('colType'), kind: 'select', required: true, options: typeOptions(tc) },
    {
      name: 'hostId',
      label: t('fieldHost'),
      kind: 'select',
      options: hosts,
      placeholder: t('me'),
      hint: t('hostHint'),
    },
    { name: 'title', label: t('colTitle'), kind: 'text', required: true, wide: true },
    { name: 'subtitle', label: t('fieldSubtitle'), kind: 'text', required: true, wide: true },
    {
      name: 'description',
      label: t('fieldDescription'),
      kind: 'textarea',
      required: true,
      rows: 6,
      hint: t('descriptionHint'),
    },
    { name: 'startTime', label: t('fieldStartTime'), kind: 'datetime', required: true },
    { name: 'endTime', label: t('fieldEndTime'), kind: 'datetime', required: true },
    { name: 'isTopBanner', label: t('colTopBanner'), kind: 'boolean' },
    { name: 'isCancel', label: t('colCanceled'), kind: 'boolean' },
    // RSVP (issue 19)
    { name: 'location', label: t('fieldLocation'), kind: 'text', wide: true, maxLength: 200 },
    { name: 'rsvpEnabled', label: t('fieldRsvpEnabled'), kind: 'boolean', hint: t('rsvpEnabledHint') },
    { name: 'capacity', label: t('fieldCapacity'), kind: 'number', min: 1, step: 1, hint: t('capacityHint') },
    { name: 'rsvpDeadline', label: t('fieldRsvpDeadline'), kind: 'datetime', hint: t('rsvpDeadlineHint') },
    { name: 'coverPic', label: t('fieldCoverPicture'), kind: 'image', aspect: ASPECT.eventCover, required: true },
    {
      name: 'guests',
      label: t('guests'),
      kind: 'json-list',
      addLabel: t('addGuest'),
      itemFields: [
        { name: 'name', label: t('fieldGuestName'), kind: 'text' },
        { name: 'description', label: t('fieldAbout'), kind: 'text' },
        { name: 'profilePic', label: t('fieldPictureUrl'), kind: 'text' },
      ],
    },
  ];
}

function useHostOptions(): { hosts: SelectOption[]; isLoading: boolean } {
  const tu = useT(users);
  const { data, isLoading } = useActiveUsersQuery();
  const hosts = (data?.data ?? []).map((u) => ({ value: u.id, label: `${u.fullName} (${tu('roleLabel', u.role)})` }));
  return { hosts, isLoading };
}

/**
 * A new post takes RSVPs when it is an EVENT (issue 19, the server's default too): the box follows the type until
 * the admin ticks or unticks it.
 */
const RSVP_FOLLOWS_TYPE = { rsvpEnabled: { source: 'type', value: (type: unknown) => type === 'EVENT' } };

/** Create (event = null) or edit an event; toasts of product §8. */
export function EventForm({ event, onDone }: { event: EventItem | null; onDone(): void }) {
  const t = useT(events);
  const tc = useT(common);
  const tm = useT(msg);
  const { user } = useSession();
  const { hosts, isLoading } = useHostOptions();
  const [createEvent] = useCreateEventMutation();
  const [updateEvent] = useUpdateEventMutation();

  const submit = async (payload: Payload) => {
    const body = { guests: [], ...payload } as EventPayload;
    await saveWithToasts({
      save: () => (event ? updateEvent({ ...body, id: event.id }).unwrap() : createEvent(body).unwrap()),
      success: event ? tm('eventUpdated') : tm('eventPosted'),
      failure: (message: string) => (event ? tm('eventUpdateFailed', message) : tm('eventPostFailed', message)),
      onDone,
    });
  };

  // The form mounts once the host list is known, so the select shows the current host and nothing typed is lost.
  if (isLoading) {
    return (
      <LoadingRegion label={t('loadingForm')}>
        <div className="grid gap-4 md:grid-cols-2">
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} className="h-16 w-full" />
          ))}
        </div>
      </LoadingRegion>
    );
  }

  return (
    <AdminForm
      label={event ? t('updateTitle', event.title) : t('postAnEvent')}
      fields={eventFields(t, tc, hosts)}
      schema={ZCreateEventRequest}
      initialValues={
        event
          ? { ...event }
          : { type: 'EVENT', hostId: user?.id, isCancel: false, isTopBanner: false, rsvpEnabled: true }
      }
      follows={event ? undefined : RSVP_FOLLOWS_TYPE}
      submitLabel={event ? t('updateEvent') : t('postEvent')}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}
