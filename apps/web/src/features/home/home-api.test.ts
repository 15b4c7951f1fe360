import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { envelope, stubApi } from '../../test/test-utils';
import { homeApi } from './home-api';
import { homeData } from './home-test-data';

const bootWindow = window as unknown as { campusBootRequests?: Record<string, unknown> };
/** What index.html's boot script records for a load of / (apps/web/vite.config.ts): an anonymous GET. */
const bootHome = (response: Promise<Response>) => ({ url: '/api/v1/user/home', headers: {}, response });

afterEach(() => {
  delete bootWindow.campusBootRequests;
  vi.unstubAllGlobals();
});

describe('the home query', () => {
  it("takes the answer index.html's boot script asked for, once; a refetch goes to the network", async () => {
    bootWindow.campusBootRequests = {
      home: bootHome(Promise.resolve(new Response(JSON.stringify(envelope(homeData(), 'from the boot script'))))),
    };
    const calls = stubApi(() => ({ body: envelope(homeData(), 'from the network') }));
    const store = makeStore();

    const first = await store.dispatch(homeApi.endpoints.home.initiate());
    expect(first.data?.message).toBe('from the boot script');
    expect(calls).toHaveLength(0);
    expect(bootWindow.campusBootRequests).toEqual({});

    const again = await store.dispatch(homeApi.endpoints.home.initiate(undefined, { forceRefetch: true }));
    expect(again.data?.message).toBe('from the network');
    expect(calls.map((c) => c.path)).toEqual(['/user/home']);
  });

  it('asks the network when the boot request failed', async () => {
    bootWindow.campusBootRequests = { home: bootHome(Promise.reject(new TypeError('Failed to fetch'))) };
    const calls = stubApi(() => ({ body: envelope(homeData(), 'from the network') }));
    const result = await makeStore().dispatch(homeApi.endpoints.home.initiate());
    expect(result.data?.message).toBe('from the network');
    expect(calls.map((c) => c.path)).toEqual(['/user/home']);
  });

  it('asks the network when the boot request answered with an error', async () => {
    bootWindow.campusBootRequests = { home: bootHome(Promise.resolve(new Response('busy', { status: 503 }))) };
    const calls = stubApi(() => ({ body: envelope(homeData()) }));
    const result = await makeStore().dispatch(homeApi.endpoints.home.initiate());
    expect(result.isSuccess).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
