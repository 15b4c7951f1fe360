import { MSG } from '@campus/shared/messages';
import type { EventItem } from '@campus/shared/schemas/events';
import { lazy } from 'react';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EVENT_TYPE_LABEL } from '../../../lib/event-display';
import { useEventTableQuery } from '../events-api';
import { TYPE_OPTIONS } from './event-options';

// The form, with the zod schema it checks with, loads when it is opened, not with the table.
const EventForm = lazy(() => import('./event-form').then((m) => ({ default: m.EventForm })));

const COLUMNS: DataTableColumn<EventItem>[] = [
  { key: 'coverPic', header: 'Cover', kind: 'image' },
  { key: 'title', header: 'Title' },
  { key: 'type', header: 'Type', render: (e) => EVENT_TYPE_LABEL[e.type] },
  { key: 'startTime', header: 'Starts', kind: 'date' },
  { key: 'isTopBanner', header: 'Top Banner', kind: 'boolean' },
  { key: 'isCancel', header: 'Canceled', kind: 'boolean' },
  { key: 'host', header: 'Host' },
  { key: 'updatedAt', header: MSG.lastUpdate, kind: 'date' },
];

const FILTERS: AdminField[] = [
  { name: 'type', label: 'Type', kind: 'select', options: TYPE_OPTIONS },
  { name: 'isTopBanner', label: 'Top banner only', kind: 'boolean' },
  { name: 'isCancel', label: 'Canceled only', kind: 'boolean' },
  { name: 'startTime', label: 'Starts on', kind: 'date' },
  { name: 'createdAt', label: 'Posted on', kind: 'date' },
];

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
