// The localizer of English messages (forms' validation texts, MSG texts, decision 030) with the English message areas
// it matches against, and the Bangla of the server's notices: loaded once a Bangla first screen has settled.
export { noticeMsg } from '@campus/shared/i18n/bn/notice-msg';
export { createLocalizer } from '@campus/shared/i18n/localize';
