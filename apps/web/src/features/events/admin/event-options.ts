import { EVENT_TYPES } from '@campus/shared/enums';
import type { common } from '@campus/shared/i18n/en/common';
import type { SelectOption } from '../../../components/ui/admin-form';
import type { Translate } from '../../../lib/i18n';

/** The event types as select options, for the table's filter and the form. */
export const typeOptions = (tc: Translate<typeof common.en>): SelectOption[] =>
  EVENT_TYPES.map((type) => ({ value: type, label: tc('eventType', type) }));
