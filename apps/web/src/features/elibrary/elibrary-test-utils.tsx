import type { TLibraryCategory, TLibraryItem } from '@campus/shared/schemas/elibrary';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../../app/store';

/** An unsigned app token whose payload jwt-decode reads as { id, role }. */
export function fakeToken(id = 7, role = 'MEMBER'): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, role })}.signature`;
}

export const CATEGORIES: TLibraryCategory[] = [
  {
    id: 1,
    name: 'Question Banks',
    coverPic: '/uploads/qb.svg',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Lecture Notes',
    coverPic: '/uploads/ln.svg',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

export function libraryItem(id: number, overrides: Partial<TLibraryItem> = {}): TLibraryItem {
  const images = overrides.images ?? [`/uploads/${id}-1.svg`, `/uploads/${id}-2.svg`, `/uploads/${id}-3.svg`];
  return {
    id,
    title: `Resource ${id}`,
    categoryId: 1,
    externalLink: `https://files.example.org/${id}.pdf`,
    status: 'APPROVED',
    description: images.join(','),
    authorId: 3,
    author: { id: 3, fullName: 'Kamrul Hasan', profilePic: null },
    category: { id: 1, name: 'Question Banks' },
    // 18:30 UTC is 00:30 the next day in Dhaka.
    createdAt: '2026-03-14T18:30:00.000Z',
    updatedAt: '2026-03-14T18:30:00.000Z',
    ...overrides,
    images,
  };
}

type Reply = { status?: number; body: unknown };
type Handler = (url: URL, init: { method: string; body: unknown }) => Reply | Promise<Reply>;

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

export function listBody<T>(data: T[], meta: { page?: number; limit?: number; total?: number } = {}) {
  return { success: true, message: 'OK', data, meta: { page: 1, limit: 50, total: data.length, ...meta } };
}

export function renderWithStore(ui: ReactNode, preloaded: Partial<RootState> = {}, route = '/course') {
  const store = makeStore({ auth: { token: fakeToken() }, ...preloaded } as Partial<RootState>);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
