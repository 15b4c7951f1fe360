import type { TNotification } from '@campus/shared/schemas/push';

/** Push test fixtures; the screen harness (renderWithStore, stubApi) lives in src/test/test-utils.tsx. */

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
