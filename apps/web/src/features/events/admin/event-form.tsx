import { ASPECT, PAGE_SIZE } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { type EventItem, ZCreateEventRequest } from '@campus/shared/schemas/events';
import {
  type AdminField,
  AdminForm,
  type Payload,
  type SelectOption,
  saveWithToasts,
} from '../../../components/ui/admin-form';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../auth/use-session';
import { useUserTableQuery } from '../../users/users-admin-api';
import { type EventPayload, useCreateEventMutation, useUpdateEventMutation } from '../events-api';
import { TYPE_OPTIONS } from './event-options';

/** SPEC §5 Event form: the labels are the {label} of 'Please fill out the {label} field.' (same as the server's). */
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
  const { data, isLoading } = useUserTableQuery({
    page: 1,
    limit: PAGE_SIZE.adminLookup,
    status: 'ACTIVE',
    sortBy: 'fullName',
    sortOrder: 'asc',
  });
  return { hosts: (data?.data ?? []).map((u) => ({ value: u.id, label: `${u.fullName} (${u.role})` })), isLoading };
}

/** Create (event = null) or edit an event; toasts of SPEC §8. */
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
      initialValues={event ? { ...event } : { type: 'EVENT', hostId: user?.id, isCancel: false, isTopBanner: false }}
      submitLabel={event ? 'Update Event' : 'Post Event'}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}
