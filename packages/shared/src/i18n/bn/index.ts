import type { Translation } from '../catalogue';
import type * as EN from '../en/index';
import { noticeMsg } from './notice-msg';
import { BN_SCREENS } from './screens';

type EnAreas = (typeof EN)[keyof typeof EN];
/** The whole Bangla catalogue, by area id: an English area without its Bangla file is a type error. */
export type BnCatalogue = { readonly [A in EnAreas as A['id']]: Translation<A['en']> };

/** Every area: the server, the completeness test. The web loads `BN_SCREENS` first, `noticeMsg` later (decision 030). */
export const BN: BnCatalogue = { ...BN_SCREENS, noticeMsg };
