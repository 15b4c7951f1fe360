// The Bangla of the event, idea, notice, task and validation messages and the localizer of English messages (forms'
// validation texts, MSG texts): loaded after a Bangla screen, not before it (decision 030). The localizer's English
// message areas come with it.
export { BN_MESSAGES } from '@campus/shared/i18n/bn/messages';
export { createLocalizer } from '@campus/shared/i18n/localize';
