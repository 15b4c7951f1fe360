import { ASPECT, PAGE_SIZE } from '@campus/shared/constants';
import { EVENT_TYPES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { type EventItem, ZCreateEventRequest } from '@campus/shared/schemas/events';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { type AdminField, AdminForm, type Payload, type SelectOption } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../auth/use-session';
import { useUserTableQuery } from '../../users/users-admin-api';
import { EVENT_TYPE_LABEL } from '../components/event-preview';
import { type EventPayload, useCreateEventMutation, useEventTableQuery, useUpdateEventMutation } from '../events-api';

const TYPE_OPTIONS: SelectOption[] = EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABEL[t] }));

const COLUMNS: DataTableColumn<EventItem>[] = [
  { key: 'coverPic', header: 'Cover', kind: 'image' },
  { key: 'title', header: 'Title' },
  { key: 'type', header: 'Type', render: (e) => EVENT_TYPE_LABEL[e.type] },
  { key: 'startTime', header: 'Starts', kind: 'date' },
  { key: 'isTopBanner', header: 'Top Banner', kind: 'boolean' },
  { key: 'isCancel', header: 'Canceled', kind: 'boolean' },
  { key: 'host', header: 'Host' },
  { key: 'updatedAt', header: 'Last Update', kind: 'date' },
];

const FILTERS: AdminField[] = [
  { name: 'type', label: 'Type', kind: 'select', options: TYPE_OPTIONS },
  { name: 'isTopBanner', label: 'Top banner only', kind: 'boolean' },
  { name: 'isCancel', label: 'Canceled only', kind: 'boolean' },
  { name: 'startTime', label: 'Starts on', kind: 'date' },
  { name: 'createdAt', label: 'Posted on', kind: 'date' },
];

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
    try {
      if (event) {
        await updateEvent({ ...body, id: event.id }).unwrap();
        toast.success(MSG.eventUpdated);
      } else {
        await createEvent(body).unwrap();
        toast.success(MSG.eventPosted);
      }
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(event ? MSG.eventUpdateFailed(message) : MSG.eventPostFailed(message));
    }
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

/** Event Management: events, articles, podcasts and campus posts. */
export default function EventsAdmin() {
  return (
    <DataTable<EventItem>
      title="Event Management"
      columns={COLUMNS}
      useQuery={useEventTableQuery}
      search={{ placeholder: 'Search title or subtitle' }}
      filters={FILTERS}
      createLabel={MSG.postNew}
      editor={{
        title: (event) => (event ? `Update ${event.title}` : 'Post an Event'),
        render: (event, close) => <EventForm event={event} onDone={close} />,
      }}
    />
  );
}
