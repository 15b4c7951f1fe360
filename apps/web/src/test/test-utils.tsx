/**
 * Helpers for screen tests (Testing Library): `renderWithStore` mounts a screen in a fresh store and a router,
 * signed in as a user when asked; `stubApi` replaces fetch with an in-memory /api/v1 that answers through a
 * handler and records every request. Feature fixtures (items, events, ...) live next to their features.
 */
import type { Role } from '@campus/shared/enums';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../app/store';

/** An unsigned app token whose payload jwt-decode reads as { id, role }. */
export function fakeToken(id: number, role: Role = 'MEMBER'): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, role })}.signature`;
}

/** The API's envelope for one resource. */
export const envelope = <T,>(data: T, message = 'OK') => ({ success: true, message, data });

/** The API's envelope for a page of a list. */
export function listBody<T>(data: T[], meta: { page?: number; limit?: number; total?: number; atLeast?: true } = {}) {
  return { success: true, message: 'OK', data, meta: { page: 1, limit: 10, total: data.length, ...meta } };
}

/** One request the app sent; `path` is the URL's pathname without the /api/v1 prefix. */
export interface StubRequest {
  method: string;
  url: URL;
  path: string;
  body: unknown;
  /** Sent with `keepalive` (it outlives the page). */
  keepalive: boolean;
}
export type StubReply = { status?: number; body: unknown };
/** Answers a request; `undefined` leaves it to the `unanswered` reply, a rejected promise is a network failure. */
export type StubHandler = (request: StubRequest) => StubReply | undefined | Promise<StubReply | undefined>;

/** What the server says about a path it does not serve. */
export const ROUTE_NOT_FOUND: StubReply = { status: 404, body: { success: false, message: 'Route not found' } };

/** Replaces fetch with a tiny in-memory API; returns the recorded requests. */
export function stubApi(handler: StubHandler, unanswered: StubReply = ROUTE_NOT_FOUND): StubRequest[] {
  const calls: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.text();
      const call: StubRequest = {
        method: request.method,
        url,
        path: url.pathname.replace(/^\/api\/v1/, ''),
        body: text ? JSON.parse(text) : undefined,
        keepalive: request.keepalive,
      };
      calls.push(call);
      const result = (await handler(call)) ?? unanswered;
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

/** Preloaded slices without redux-persist's bookkeeping. */
export type Preloaded = { [K in keyof RootState]?: Omit<RootState[K], '_persist'> };

export interface RenderOptions {
  /** Signed in as this user (role MEMBER unless given); a guest when left out or null. */
  user?: { id: number; role?: Role } | null;
  /** Starting state of other slices. */
  preloaded?: Preloaded;
  /** The router's starting entry. */
  route?: string | { pathname: string; state?: unknown };
  /** The route pattern `ui` is mounted at; any other path renders its pathname in getByTestId('location'). */
  path?: string;
  /** Mounts sonner's Toaster, for screens that report through toasts. */
  toaster?: boolean;
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders `ui` at `route` (matched by `path`, default '*') inside a fresh store. */
export function renderWithStore(
  ui: ReactNode,
  { user, preloaded, route = '/', path = '*', toaster = false }: RenderOptions = {},
) {
  const auth = user ? { auth: { token: fakeToken(user.id, user.role) } } : {};
  const store = makeStore({ ...preloaded, ...auth } as Partial<RootState>);
  // sonner keeps its toasts in module state: a toast an earlier test left up must not show in this one's Toaster.
  if (toaster) toast.dismiss();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path === '*' ? null : <Route path="*" element={<LocationProbe />} />}
        </Routes>
        {toaster ? <Toaster /> : null}
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/** An admin screen: signed in as user 1 with `role` (a guest when null), with a Toaster. */
export function renderAdmin(
  ui: ReactNode,
  { role = 'ADMIN', ...options }: Omit<RenderOptions, 'user' | 'toaster'> & { role?: Role | null } = {},
) {
  return renderWithStore(ui, { ...options, user: role ? { id: 1, role } : null, toaster: true });
}
