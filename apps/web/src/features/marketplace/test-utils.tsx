import type { Role } from '@campus/shared/enums';
import type { TMarketplaceItem, TMarketplaceOffer } from '@campus/shared/schemas/marketplace';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { makeStore } from '../../app/store';

// These tests drive whole screens; on a busy machine a fetch round-trip can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: FakeCall) => { status?: number; body: unknown } | undefined;

/** An unsigned token with the app token's payload (id, role): enough for jwt-decode in the client. */
export function fakeToken(id: number, role: Role = 'MEMBER'): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id, role })}.signature`;
}

/**
 * Stands in for the HTTP server: every request goes to `handler`, which answers like the real API.
 * Node's Request refuses relative URLs and jsdom's AbortSignal, so both are adapted here.
 */
export function fakeServer(handler: Handler) {
  const calls: FakeCall[] = [];
  class TestRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' && input.startsWith('/') ? `${window.location.origin}${input}` : input;
      const { signal: _signal, ...rest } = init ?? {};
      super(url, rest);
    }
  }
  vi.stubGlobal('Request', TestRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new TestRequest(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const call: FakeCall = {
        method: request.method,
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { success: false, message: 'Route not found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function renderWithApp(
  ui: ReactNode,
  { userId, role, path = '/', route = '/' }: { userId?: number; role?: Role; path?: string; route?: string } = {},
) {
  const store = makeStore({ auth: { token: userId ? fakeToken(userId, role) : null } } as Parameters<
    typeof makeStore
  >[0]);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
}

export const list = <T,>(data: T[], total = data.length, page = 1, limit = 100) => ({
  success: true,
  message: 'OK',
  data,
  meta: { page, limit, total },
});

export const one = <T,>(data: T, message = 'OK') => ({ success: true, message, data });

let nextId = 100;

export function makeOffer(overrides: Partial<TMarketplaceOffer> = {}): TMarketplaceOffer {
  return {
    id: nextId++,
    marketplaceId: 1,
    buyerId: 20,
    type: 'BUY',
    offerPrice: 400,
    offerItemTitle: null,
    offerItemDescription: 'TSC, after 3 pm',
    offerItemImage: null,
    buyerName: 'Imran Hossain',
    buyerProfilePic: null,
    status: 'PENDING',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function makeItem(overrides: Partial<TMarketplaceItem> = {}): TMarketplaceItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: 'Organic Chemistry by Morrison & Boyd',
    description: 'Seventh edition, a few pencil marks.',
    coverPic: '/uploads/demo/book.svg',
    type: 'BOTH',
    price: 450,
    exchangeFor: 'Physical Chemistry by Atkins',
    status: 'AVAILABLE',
    sellerId: 10,
    seller: { id: 10, fullName: 'Farhana Rahman', profilePic: null },
    categoryId: 1,
    category: { id: 1, name: 'Textbooks', coverPic: '/uploads/demo/textbooks.svg' },
    offers: [],
    offerCount: 0,
    hasAcceptedOffer: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
