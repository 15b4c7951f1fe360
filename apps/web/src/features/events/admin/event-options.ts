import { EVENT_TYPES } from '@campus/shared/enums';
import type { SelectOption } from '../../../components/ui/admin-form';
import { EVENT_TYPE_LABEL } from '../../../lib/event-display';

/** The event types as select options, for the table's filter and the form. */
export const typeOptions = (): SelectOption[] => EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABEL[t] }));
