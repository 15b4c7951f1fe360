import type { TNotification } from '@campus/shared/schemas/push';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../../app/store';

/** An unsigned app token whose payload jwt-decode reads as { id, role }. */
export function fakeToken(id = 7, role = 'MEMBER'): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, role })}.signature`;
}

export function notification(id: number, overrides: Partial<TNotification> = {}): TNotification {
  return {
    id,
    category: 'OFFER_RECEIVED',
    title: `New offer ${id}`,
    body: 'Rahim offered ৳450 for “Calculus”.',
    url: '/marketplace/12',
    isRead: false,
    // 18:30 UTC is 00:30 the next day in Dhaka.
    createdAt: '2026-11-20T18:30:00.000Z',
    ...overrides,
  };
}

type Reply = { status?: number; body: unknown };
type Handler = (url: URL, init: { method: string; body: unknown }) => Reply;

/** Replaces fetch with a tiny in-memory API; returns the recorded requests. */
export function stubApi(handler: Handler) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method: request.method, url, body });
      const result = handler(url, { method: request.method, body });
      return new Response(JSON.stringify(result.body), {
        status: result.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
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

export const ok = <T,>(data: T, extra: object = {}) => ({ body: { success: true, message: 'OK', data, ...extra } });

/** Renders `ui` at `route` with a fresh store (signed in unless token is null); other paths render their name. */
export function renderWithStore(ui: ReactNode, options: { token?: string | null; route?: string } = {}) {
  const token = options.token === undefined ? fakeToken() : options.token;
  const store = makeStore({ auth: { token } } as Partial<RootState>);
  const route = options.route ?? '/notifications';
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>Opened another page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
