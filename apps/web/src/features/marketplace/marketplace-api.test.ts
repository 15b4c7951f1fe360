import { PAGE_SIZE } from '@campus/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../app/session/auth-slice';
import { makeStore } from '../../app/store';
import { fakeToken, listBody, stubApi } from '../../test/test-utils';
import { firstMarketPage } from './first-page';
import { marketplaceApi } from './marketplace-api';

const bootWindow = window as unknown as { campusBootRequests?: Record<string, unknown> };
const MEMBER = fakeToken(7);
/** The address index.html's boot script asks for on a load of /marketplace (apps/web/vite.config.ts). */
const FIRST_PAGE_URL = `/api/v1/marketplace/table?status=AVAILABLE&accepts=EXCHANGE&page=1&limit=${PAGE_SIZE.marketplace}`;
const boot = (token: string) => ({
  url: FIRST_PAGE_URL,
  headers: { authorization: token, 'accept-language': 'en' },
  response: Promise.resolve(new Response(JSON.stringify({ ...listBody([]), message: 'from the boot script' }))),
});

afterEach(() => {
  delete bootWindow.campusBootRequests;
  vi.unstubAllGlobals();
});

describe('the Marketplace first page query', () => {
  it("takes the answer index.html's boot script asked for as this member; the Buy tab and another member ask the network", async () => {
    for (const [entry, args, fromBoot] of [
      [boot(MEMBER), firstMarketPage(PAGE_SIZE.marketplace), true],
      [boot(MEMBER), { ...firstMarketPage(PAGE_SIZE.marketplace), accepts: 'BUY' as const }, false],
      [boot(fakeToken(8)), firstMarketPage(PAGE_SIZE.marketplace), false],
    ] as const) {
      bootWindow.campusBootRequests = { market: entry };
      const calls = stubApi(() => ({ body: listBody([]) }));
      const store = makeStore();
      store.dispatch(signedIn(MEMBER));
      const result = await store.dispatch(marketplaceApi.endpoints.marketplaceItems.initiate(args));
      expect(result.data?.message).toBe(fromBoot ? 'from the boot script' : 'OK');
      expect(calls).toHaveLength(fromBoot ? 0 : 1);
      expect(bootWindow.campusBootRequests).toEqual({});
      vi.unstubAllGlobals();
    }
  });
});
