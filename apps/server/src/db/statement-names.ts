/**
 * The statements PostgreSQL keeps prepared on each pooled connection: parsed once, and after five runs planned once
 * for all values (bench results, session 11). Only for a statement of one fixed text whose best plan cannot depend
 * on its values — a lookup by key or by a foreign key's index. Never a list, search or filter statement: its generic
 * plan ignores the values, and the marketplace page ran 3× slower that way. One name, one text: node-postgres
 * refuses a name reused for another text, so every name lives here.
 */
export const STATEMENT = {
  guardUserRow: 'guard_user_row',
  marketplaceItemWithRefs: 'marketplace_item_with_refs',
  userWithRefs: 'user_with_refs',
  eventRsvpOfMember: 'event_rsvp_of_member',
  notificationsPage: 'notifications_page',
  notificationsUnreadPage: 'notifications_unread_page',
  notificationsCount: 'notifications_count',
} as const;
