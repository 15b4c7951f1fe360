// Everything Bangla needs, in one chunk that loads only when Bangla is chosen (decision 030): the catalogue,
// the localizer of English messages, date-fns' `bn` locale and the Bengali subset of Noto Sans Bengali
// (font-display: swap; index.css names the family in the font stack). English visitors download none of it.
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-600.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';

export { BN } from '@campus/shared/i18n/bn/index';
export { createLocalizer } from '@campus/shared/i18n/localize';
export { UTCDateMini } from '@date-fns/utc/date/mini';
export { format } from 'date-fns';
export { bn } from 'date-fns/locale/bn';
