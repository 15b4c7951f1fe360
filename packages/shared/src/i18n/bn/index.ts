import type { Translation } from '../catalogue';
import type * as EN from '../en/index';
import { BN_MESSAGES } from './messages';
import { BN_SCREENS } from './screens';

type EnAreas = (typeof EN)[keyof typeof EN];
/** The whole Bangla catalogue, by area id: an English area without its Bangla file is a type error. */
export type BnCatalogue = { readonly [A in EnAreas as A['id']]: Translation<A['en']> };

/** Areas of messages only (`BN_MESSAGES`, ./messages.ts); the rest is `BN_SCREENS` (./screens.ts). */
export type BnMessageArea = 'eventMsg' | 'ideaMsg' | 'noticeMsg' | 'taskMsg' | 'validationMsg';

/** Every area: the server, the completeness test. The web loads its two halves in two chunks (decision 030). */
export const BN: BnCatalogue = { ...BN_SCREENS, ...BN_MESSAGES };
