import { common } from '@campus/shared/i18n/en/common';
import { events } from '@campus/shared/i18n/en/events';
import { msg } from '@campus/shared/i18n/en/msg';
import type { EventItem } from '@campus/shared/schemas/events';
import { lazy } from 'react';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { type Translate, useT } from '../../../lib/i18n';
import { useEventTableQuery } from '../events-api';
import { typeOptions } from './event-options';

// The form, with the zod schema it checks with, loads when it is opened, not with the table.
const EventForm = lazy(() => import('./event-form').then((m) => ({ default: m.EventForm })));

type T = Translate<typeof events.en>;
type TC = Translate<typeof common.en>;

const columns = (t: T, tc: TC, lastUpdate: string): DataTableColumn<EventItem>[] => [
  { key: 'coverPic', header: t('colCover'), kind: 'image' },
  { key: 'title', header: t('colTitle') },
  { key: 'type', header: t('colType'), render: (e) => tc('eventType', e.type) },
  { key: 'startTime', header: t('colStarts'), kind: 'date' },
  { key: 'isTopBanner', header: t('colTopBanner'), kind: 'boolean' },
  { key: 'isCancel', header: t('colCanceled'), kind: 'boolean' },
  { key: 'host', header: t('colHost') },
  { key: 'updatedAt', header: lastUpdate, kind: 'date' },
];

const filters = (t: T, tc: TC): AdminField[] => [
  { name: 'type', label: t('colType'), kind: 'select', options: typeOptions(tc) },
  { name: 'isTopBanner', label: t('topBannerOnly'), kind: 'boolean' },
  { name: 'isCancel', label: t('canceledOnly'), kind: 'boolean' },
  { name: 'startTime', label: t('startsOn'), kind: 'date' },
  { name: 'createdAt', label: t('postedOn'), kind: 'date' },
];

/** Event Management: events, articles, podcasts and campus posts. */
export default function EventsAdmin() {
  const t = useT(events);
  const tc = useT(common);
  const tm = useT(msg);
  return (
    <DataTable<EventItem>
      title={t('eventManagement')}
      columns={columns(t, tc, tm('lastUpdate'))}
      useQuery={useEventTableQuery}
      search={{ placeholder: t('searchTitleOrSubtitle') }}
      filters={filters(t, tc)}
      createLabel={tm('postNew')}
      editor={{
        title: (event) => (event ? t('updateTitle', event.title) : t('postAnEventTitle')),
        render: (event, close) => <EventForm event={event} onDone={close} />,
      }}
    />
  );
}
