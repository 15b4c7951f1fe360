import { ASPECT } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
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
import { type EventPayload, useCreateEventMutation, useUpdateEventMutation } from '../events-api';
import { TYPE_OPTIONS } from './event-options';

/** product §5 Event form: the labels are the {label} of 'Please fill out the {label} field.' (same as the server's). */
export function eventFields(hosts: SelectOption[]): AdminField[] {
  return [
    { name: 'type', label: 'Type', kind: 'select', required: true, options: TYPE_OPTIONS },
    { name: 'hostId', label: 'Host', kind: 'select', options: hosts, placeholder: 'Me', hint: "Shown as 'Written by'" },
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'subtitle', label: 'Subtitle', kind: 'text', required: true, wide: true },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      required: true,
      rows: 6,
      hint: 'Plain text. Links starting with https:// become clickable.',
    },
    { name: 'startTime', label: 'Start Time', kind: 'datetime', required: true },
    { name: 'endTime', label: 'End Time', kind: 'datetime', required: true },
    { name: 'isTopBanner', label: 'Top Banner', kind: 'boolean' },
    { name: 'isCancel', label: 'Canceled', kind: 'boolean' },
    // RSVP (issue 19)
    { name: 'location', label: 'Location', kind: 'text', wide: true, maxLength: 200 },
    { name: 'rsvpEnabled', label: 'RSVP Enabled', kind: 'boolean', hint: 'Members can say Going or Interested' },
    { name: 'capacity', label: 'Capacity', kind: 'number', min: 1, step: 1, hint: 'Empty: no limit' },
    { name: 'rsvpDeadline', label: 'RSVP Deadline', kind: 'datetime', hint: 'Empty: until the start' },
    { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.eventCover, required: true },
    {
      name: 'guests',
      label: 'Guests',
      kind: 'json-list',
      addLabel: 'Add guest',
      itemFields: [
        { name: 'name', label: 'Guest Name', kind: 'text' },
        { name: 'description', label: 'About', kind: 'text' },
        { name: 'profilePic', label: 'Picture URL', kind: 'text' },
      ],
    },
  ];
}

function useHostOptions(): { hosts: SelectOption[]; isLoading: boolean } {
  const { data, isLoading } = useActiveUsersQuery();
  return { hosts: (data?.data ?? []).map((u) => ({ value: u.id, label: `${u.fullName} (${u.role})` })), isLoading };
}

/**
 * A new post takes RSVPs when it is an EVENT (issue 19, the server's default too): the box follows the type until
 * the admin ticks or unticks it.
 */
const RSVP_FOLLOWS_TYPE = { rsvpEnabled: { source: 'type', value: (type: unknown) => type === 'EVENT' } };

/** Create (event = null) or edit an event; toasts of product §8. */
export function EventForm({ event, onDone }: { event: EventItem | null; onDone(): void }) {
  const { user } = useSession();
  const { hosts, isLoading } = useHostOptions();
  const [createEvent] = useCreateEventMutation();
  const [updateEvent] = useUpdateEventMutation();

  const submit = async (payload: Payload) => {
    const body = { guests: [], ...payload } as EventPayload;
    await saveWithToasts({
      save: () => (event ? updateEvent({ ...body, id: event.id }).unwrap() : createEvent(body).unwrap()),
      success: event ? MSG.eventUpdated : MSG.eventPosted,
      failure: event ? MSG.eventUpdateFailed : MSG.eventPostFailed,
      onDone,
    });
  };

  // The form mounts once the host list is known, so the select shows the current host and nothing typed is lost.
  if (isLoading) {
    return (
      <LoadingRegion label="Loading the form">
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
      label={event ? `Update ${event.title}` : 'Post an event'}
      fields={eventFields(hosts)}
      schema={ZCreateEventRequest}
      initialValues={
        event
          ? { ...event }
          : { type: 'EVENT', hostId: user?.id, isCancel: false, isTopBanner: false, rsvpEnabled: true }
      }
      follows={event ? undefined : RSVP_FOLLOWS_TYPE}
      submitLabel={event ? 'Update Event' : 'Post Event'}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}
