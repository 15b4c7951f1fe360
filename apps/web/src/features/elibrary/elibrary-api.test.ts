import { PAGE_SIZE } from '@campus/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../app/session/auth-slice';
import { makeStore } from '../../app/store';
import { fakeToken, listBody, stubApi } from '../../test/test-utils';
import { FIRST_LIBRARY_PAGE } from './components/use-library-browser';
import { elibraryApi } from './elibrary-api';
import { libraryItem } from './elibrary-test-data';

const bootWindow = window as unknown as { campusBootRequests?: Record<string, unknown> };
const MEMBER = fakeToken(7);
/** The address index.html's boot script asks for on a load of /course (apps/web/vite.config.ts). */
const FIRST_PAGE_URL = `/api/v1/eLibrary/table?status=APPROVED&page=1&limit=${PAGE_SIZE.library}&sortBy=createdAt&sortOrder=desc`;

/** What the boot script records when it asked for the first page as `token` in `lang`. */
function bootLibrary(token: string, lang = 'en', url = FIRST_PAGE_URL) {
  const body = { ...listBody([libraryItem(1)]), message: 'from the boot script' };
  return {
    url,
    headers: { authorization: token, 'accept-language': lang },
    response: Promise.resolve(new Response(JSON.stringify(body))),
  };
}

function memberStore(token = MEMBER) {
  const store = makeStore();
  store.dispatch(signedIn(token));
  return store;
}

afterEach(() => {
  delete bootWindow.campusBootRequests;
  vi.unstubAllGlobals();
});

describe('the E-Library first page query', () => {
  it("takes the answer index.html's boot script asked for, once and without a request of its own", async () => {
    bootWindow.campusBootRequests = { library: bootLibrary(MEMBER) };
    const calls = stubApi(() => ({ body: listBody([libraryItem(2)]) }));
    const store = memberStore();

    const first = await store.dispatch(elibraryApi.endpoints.libraryItems.initiate(FIRST_LIBRARY_PAGE));
    expect(first.data?.message).toBe('from the boot script');
    expect(calls).toHaveLength(0);
    expect(bootWindow.campusBootRequests).toEqual({});

    const again = await store.dispatch(
      elibraryApi.endpoints.libraryItems.initiate(FIRST_LIBRARY_PAGE, { forceRefetch: true }),
    );
    expect(again.data?.data[0]?.id).toBe(2);
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([FIRST_PAGE_URL]);
  });

  it('asks the network when the boot request was made for another member', async () => {
    bootWindow.campusBootRequests = { library: bootLibrary(fakeToken(8)) };
    const calls = stubApi(() => ({ body: listBody([libraryItem(2)]) }));
    const result = await memberStore().dispatch(elibraryApi.endpoints.libraryItems.initiate(FIRST_LIBRARY_PAGE));
    expect(result.data?.data[0]?.id).toBe(2);
    expect(calls).toHaveLength(1);
    expect(bootWindow.campusBootRequests).toEqual({});
  });

  it('asks the network for another query, and the boot request serves no later one', async () => {
    bootWindow.campusBootRequests = { library: bootLibrary(MEMBER) };
    const calls = stubApi(() => ({ body: listBody([libraryItem(2)]) }));
    const store = memberStore();
    const search = await store.dispatch(
      elibraryApi.endpoints.libraryItems.initiate({ ...FIRST_LIBRARY_PAGE, searchTerm: 'algebra' }),
    );
    expect(search.data?.data[0]?.id).toBe(2);
    expect(calls[0]?.url.searchParams.get('searchTerm')).toBe('algebra');
    // Taken (and dropped) by the first query that asked: the first page now goes to the network too.
    const first = await store.dispatch(elibraryApi.endpoints.libraryItems.initiate(FIRST_LIBRARY_PAGE));
    expect(first.data?.message).toBe('OK');
    expect(calls).toHaveLength(2);
  });

  it('asks the network when the boot request was made in another language or as a guest', async () => {
    for (const entry of [bootLibrary(MEMBER, 'bn'), { ...bootLibrary(MEMBER), headers: {} }]) {
      bootWindow.campusBootRequests = { library: entry };
      const calls = stubApi(() => ({ body: listBody([libraryItem(2)]) }));
      const result = await memberStore().dispatch(elibraryApi.endpoints.libraryItems.initiate(FIRST_LIBRARY_PAGE));
      expect(result.data?.message).toBe('OK');
      expect(calls).toHaveLength(1);
      vi.unstubAllGlobals();
    }
  });

  it('asks the network when the boot request failed or answered with an error', async () => {
    for (const response of [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(new Response('busy', { status: 503 })),
    ]) {
      response.catch(() => undefined);
      bootWindow.campusBootRequests = { library: { ...bootLibrary(MEMBER), response } };
      const calls = stubApi(() => ({ body: listBody([libraryItem(2)]) }));
      const result = await memberStore().dispatch(elibraryApi.endpoints.libraryItems.initiate(FIRST_LIBRARY_PAGE));
      expect(result.data?.data[0]?.id).toBe(2);
      expect(calls).toHaveLength(1);
      vi.unstubAllGlobals();
    }
  });
});
