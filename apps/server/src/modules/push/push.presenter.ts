import type { NotificationCategory } from '@campus/shared/enums';
import type { TNotification } from '@campus/shared/schemas/push';
import type { NotificationRow } from './push.repository';

export function presentNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    category: row.category as NotificationCategory,
    title: row.title,
    body: row.body,
    url: row.url,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
