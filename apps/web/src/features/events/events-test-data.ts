import type { EventItem } from '@campus/shared/schemas/events';

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
