/**
 * Named statements (db/statement-names.ts) keep one text for every input: node-postgres refuses a name reused for
 * another text, so a statement whose text changed with its values (drizzle leaves out `offset 0`, an optional
 * filter adds a clause) would fail on PostgreSQL at its second shape. Each one runs here with the inputs that could
 * change its text, one after the other (PostgreSQL keeps prepared statements per connection, and the pool hands a
 * sequential caller its most recently released connection).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findItem as findLibraryItem } from '../modules/elibrary/elibrary.repository';
import { findEventWithHost } from '../modules/events/events.repository';
import { countNotifications, listNotifications } from '../modules/push/push.repository';
import { findUserWithRefs } from '../modules/users/users.repository';
import { createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers';
import { events, libraryCategories, libraryItems, notifications } from './schema/index';
import { STATEMENT } from './statement-names';

let t: TestApp;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t, { fullName: 'Named Statements' });
  await t.db.insert(notifications).values(
    Array.from({ length: 25 }, (_, i) => ({
      userId: member.id,
      category: 'OFFERS',
      title: `Notice ${i}`,
      body: 'An offer arrived',
      isRead: i % 2 === 0,
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('named statements', () => {
  it('have one name each', () => {
    const names = Object.values(STATEMENT);
    expect(new Set(names).size).toBe(names.length);
  });

  it('answer every page of the inbox, read or unread, first page or deeper, through one connection', async () => {
    const pages = [];
    for (const unreadOnly of [false, true, false, true])
      for (const offset of [0, 10, 20])
        pages.push(await listNotifications(t.db, member.id, { limit: 10, offset, unreadOnly }));
    expect(pages.map((p) => p.rows.length)).toEqual([10, 10, 5, 10, 2, 0, 10, 10, 5, 10, 2, 0]);
    expect(pages[4].rows.every((n) => !n.isRead)).toBe(true);
    // Every page carries the counts of its filter, also the page past the end.
    const round = [...Array(3).fill([25, 12]), ...Array(3).fill([12, 12])];
    expect(pages.map((p) => [p.matching, p.unread])).toEqual([...round, ...round]);
    expect(await countNotifications(t.db, member.id)).toEqual({ total: 25, unread: 12 });
  });

  it('find a member, then another, then one that does not exist', async () => {
    const other = await createUser(t, { fullName: 'Second Member' });
    expect((await findUserWithRefs(t.db, member.id))?.user.fullName).toBe('Named Statements');
    expect((await findUserWithRefs(t.db, other.id))?.user.fullName).toBe('Second Member');
    expect(await findUserWithRefs(t.db, 987_654)).toBeUndefined();
  });

  it('find an event with its host, then another, then one that does not exist', async () => {
    const at = new Date('2026-12-01T10:00:00Z');
    const [first, second] = await t.db
      .insert(events)
      .values(
        ['Orientation', 'Book fair'].map((title) => ({
          type: 'EVENT' as const,
          title,
          coverPic: '/uploads/cover.webp',
          subtitle: 'Main hall',
          description: title,
          startTime: at,
          endTime: at,
          hostId: member.id,
        })),
      )
      .returning({ id: events.id });
    expect((await findEventWithHost(t.db, first.id))?.event.title).toBe('Orientation');
    const found = await findEventWithHost(t.db, second.id);
    expect(found?.event.title).toBe('Book fair');
    expect(found?.host).toEqual({ id: member.id, fullName: 'Named Statements', profilePic: null });
    expect(await findEventWithHost(t.db, 987_654)).toBeUndefined();
  });

  it('find a library resource with its author and category, then another, then one that does not exist', async () => {
    const [category] = await t.db
      .insert(libraryCategories)
      .values({ name: 'Named statements shelf', coverPic: '/uploads/shelf.webp' })
      .returning({ id: libraryCategories.id });
    const [first, second] = await t.db
      .insert(libraryItems)
      .values(
        ['Algebra notes', 'Physics questions'].map((title) => ({
          title,
          categoryId: category.id,
          authorId: member.id,
        })),
      )
      .returning({ id: libraryItems.id });
    expect((await findLibraryItem(t.db, first.id))?.item.title).toBe('Algebra notes');
    const found = await findLibraryItem(t.db, second.id);
    expect(found?.item.title).toBe('Physics questions');
    expect(found?.category).toEqual({ id: category.id, name: 'Named statements shelf' });
    expect(await findLibraryItem(t.db, 987_654)).toBeUndefined();
  });
});
