import type { EventItem } from '@campus/shared/schemas/events';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../../app/store';

/** An unsigned app token whose payload jwt-decode reads as { id, role }. */
export function fakeToken(id = 1, role = 'ADMIN'): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, role })}.signature`;
}

export function eventItem(id: number, overrides: Partial<EventItem> = {}): EventItem {
  return {
    id,
    type: 'EVENT',
    title: `Event ${id}`,
    coverPic: `/uploads/demo/event-${id}.svg`,
    subtitle: `Subtitle ${id}`,
    description: `Description ${id}`,
    // 04:00 UTC is 10:00 in Dhaka.
    startTime: '2026-12-01T04:00:00.000Z',
    endTime: '2026-12-01T08:00:00.000Z',
    isCancel: false,
    isTopBanner: false,
    hostId: 1,
    host: { id: 1, fullName: 'Tahmina Akter', profilePic: null },
    guests: [],
    createdAt: '2026-11-20T06:00:00.000Z',
    updatedAt: '2026-11-21T12:30:00.000Z',
    ...overrides,
  };
}

type Handler = (
  url: URL,
  init: { method: string; body: unknown },
) => { status?: number; body: unknown } | Promise<never>;

/** Replaces fetch with a tiny in-memory API; returns the recorded requests. */
export function stubApi(handler: Handler) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, url, body });
    const result = await handler(url, { method: request.method, body });
    return new Response(JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  // Node's Request refuses the app's relative '/api/v1/...' URLs; the browser resolves them against the page.
  const NativeRequest = globalThis.Request;
  class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  return calls;
}

export const envelope = <T,>(data: T, message = 'OK') => ({ success: true, message, data });

/** Preloaded slices without redux-persist's bookkeeping. */
export type Preloaded = { [K in keyof RootState]?: Omit<RootState[K], '_persist'> };

/** Renders `ui` at `route` (matched by `pattern`) inside a fresh store. */
export function renderWithStore(
  ui: ReactNode,
  options: { preloaded?: Preloaded; route?: string | { pathname: string; state?: unknown }; pattern?: string } = {},
) {
  const store = makeStore(options.preloaded as Partial<RootState> | undefined);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={options.pattern ?? '*'} element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
