/**
 * Test helpers for admin screens (Testing Library): a store signed in as a role, a router at a route, a Toaster,
 * and `stubApi` — an in-memory fetch that answers /api/v1 calls through a handler and records every request.
 */
import type { Role } from '@campus/shared/enums';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../../app/store';

// Admin screens fetch through RTK Query and lazy chunks: allow a busy CI machine more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** An unsigned app token whose payload jwt-decode reads as { id, role }. */
export function fakeToken(id: number, role: Role): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, role })}.signature`;
}

export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}
export type StubHandler = (request: StubRequest) => { status?: number; body: unknown } | undefined;

export function listBody<T>(data: T[], meta: { page?: number; limit?: number; total?: number } = {}) {
  return { success: true, message: 'OK', data, meta: { page: 1, limit: 10, total: data.length, ...meta } };
}

/** Replaces fetch; requests the handler does not answer get an empty list. Returns the recorded requests. */
export function stubApi(handler: StubHandler) {
  const calls: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, url, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const result = handler(call) ?? { body: listBody([]) };
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

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders `ui` at `route` (matched by `path`, default '*') for a signed-in role (or a guest when role is null).
 * Every other path renders its own pathname, so tests can see where a redirect went (getByTestId('location')).
 */
export function renderAdmin(
  ui: ReactNode,
  { role = 'ADMIN', route = '/', path = '*' }: { role?: Role | null; route?: string; path?: string } = {},
) {
  const store = makeStore({ auth: { token: role ? fakeToken(1, role) : null } } as Partial<RootState>);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path === '*' ? null : <Route path="*" element={<LocationProbe />} />}
        </Routes>
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
