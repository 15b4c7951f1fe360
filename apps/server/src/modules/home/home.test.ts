import type { EventType } from '@campus/shared/enums';
import type { HomeData } from '@campus/shared/schemas/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designations, events, teams } from '../../db/schema/index';
import { call, createDirectory, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

type Home = HomeData;

let t: TestApp;
let admin: TestUser;
let minute = 0;

/** Inserts an event straight into the database, each one a minute newer than the last. */
async function seedEvent(
  title: string,
  type: EventType,
  flags: { isCancel?: boolean; isTopBanner?: boolean } = {},
  app = t,
) {
  const createdAt = new Date(Date.UTC(2026, 10, 1) + ++minute * 60_000);
  await app.db.insert(events).values({
    type,
    title,
    coverPic: '/uploads/demo/cover.svg',
    subtitle: `${title} subtitle`,
    description: 'About it',
    startTime: createdAt,
    endTime: createdAt,
    hostId: admin.id,
    isCancel: flags.isCancel ?? false,
    isTopBanner: flags.isTopBanner ?? false,
    createdAt,
  });
}

async function home(app = t) {
  const res = await call<{ data: Home }>(app.app, 'GET', '/user/home');
  expect(res.status).toBe(200);
  return res.body.data as Home;
}

const titles = (list: { title: string }[]) => list.map((e) => e.title);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  const dir = await createDirectory(t);
  const [designation] = await t.db.insert(designations).values({ name: 'President' }).returning();
  const [team] = await t.db.insert(teams).values({ name: 'Tech Team' }).returning();
  await createUser(t, {
    role: 'MENTOR',
    fullName: 'Dr. Kamrul Hasan',
    email: 'kamrul@campus.test',
    contactNo: '01811111111',
    profilePic: '/uploads/demo/kamrul.svg',
    instituteId: dir.institution.id,
    departmentId: dir.uniDept.id,
    designationId: designation.id,
    teamId: team.id,
  });
  await createUser(t, { role: 'MENTOR', fullName: 'Pending Mentor', status: 'PENDING' });
  await createUser(t, { role: 'MENTOR', fullName: 'Resigned Mentor', status: 'RESIGNED' });
  await createUser(t, { role: 'TOP_TEN', fullName: 'Nusrat Jahan', contactNo: '01922222222' });
  await createUser(t, { role: 'DEVELOPER', fullName: 'Tanvir Hossain' });
  await createUser(t, { role: 'MEMBER', fullName: 'Just A Member' });

  await seedEvent('Old banner', 'EVENT', { isTopBanner: true });
  await seedEvent('Canceled banner', 'CAMPUS', { isTopBanner: true, isCancel: true });
  await seedEvent('Campus post', 'CAMPUS');
  await seedEvent('Canceled campus post', 'CAMPUS', { isCancel: true });
  await seedEvent('Podcast one', 'PODCAST');
  await seedEvent('Canceled podcast', 'PODCAST', { isCancel: true });
  await seedEvent('An article', 'ARTICLE');
  await seedEvent('An event', 'EVENT');
  await seedEvent('Canceled event', 'EVENT', { isCancel: true });
});
afterAll(() => t.close());

describe('GET /user/home', () => {
  it('is public and answers every Home list, newest first, canceled ones only in the banner', async () => {
    const data = await home();
    expect(Object.keys(data).sort()).toEqual(
      [
        'allEvents',
        'busSchedule',
        'campusEvents',
        'developers',
        'mentors',
        'podcasts',
        'prayerSchedule',
        'registrationInfo',
        'topBannerEvents',
        'topBodies',
      ].sort(),
    );
    expect(titles(data.topBannerEvents)).toEqual(['Canceled banner', 'Old banner']);
    expect(titles(data.campusEvents)).toEqual(['Campus post']);
    expect(titles(data.podcasts)).toEqual(['Podcast one']);
    expect(titles(data.allEvents)).toEqual(['An event', 'An article', 'Old banner']);
    expect(data.busSchedule).toHaveProperty('fromCampusToMymensingh', []);
    expect(data.prayerSchedule.data).toEqual([]);
    expect(data.registrationInfo).toHaveLength(1);
    expect(data.registrationInfo[0]).toMatchObject({ isOpen: true, isOpenNow: true });
  });

  it('answers events as cards: no description or guests, which the news page fetches by id (decision 056)', async () => {
    const data = await home();
    const card = data.allEvents.find((e) => e.title === 'An event');
    expect(card).toMatchObject({ type: 'EVENT', subtitle: expect.any(String), host: expect.anything() });
    for (const list of [data.topBannerEvents, data.campusEvents, data.podcasts, data.allEvents]) {
      for (const event of list) {
        expect(event).not.toHaveProperty('description');
        expect(event).not.toHaveProperty('guests');
      }
    }
    const full = await call<{ data: unknown }>(t.app, 'GET', `/event/${card?.id}`);
    expect(full.body.data).toMatchObject({ id: card?.id, description: 'About it', guests: expect.any(Array) });
  });

  it('lists ACTIVE mentors, top bodies and developers with public fields and directory names only', async () => {
    const data = await home();
    expect(data.mentors).toEqual([
      {
        id: expect.any(Number),
        fullName: 'Dr. Kamrul Hasan',
        profilePic: '/uploads/demo/kamrul.svg',
        designation: 'President',
        team: 'Tech Team',
        department: expect.stringMatching(/^CSE/),
        institute: expect.stringMatching(/^Uni/),
      },
    ]);
    expect(data.topBodies.map((u) => u.fullName)).toEqual(['Nusrat Jahan']);
    expect(data.developers.map((u) => u.fullName)).toEqual(['Tanvir Hossain']);
  });

  it('contains no email or contact number anywhere', async () => {
    const res = await call(t.app, 'GET', '/user/home');
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/email/i);
    expect(text).not.toMatch(/contactNo/i);
    expect(text).not.toMatch(/@campus\.test|@test\.campus/);
    expect(text).not.toMatch(/01[3-9]\d{8}/);
  });

  it('serves from the cache until an event is written, then shows the change', async () => {
    await home();
    await seedEvent('Written behind the API', 'EVENT');
    expect(titles((await home()).allEvents)).not.toContain('Written behind the API');

    const created = await call(t.app, 'POST', '/event/create', {
      token: admin.token,
      body: {
        type: 'EVENT',
        title: 'Brand new banner',
        coverPic: '/uploads/demo/new.svg',
        subtitle: 'Fresh',
        description: 'Now',
        startTime: '2026-12-24T10:00:00Z',
        endTime: '2026-12-24T12:00:00Z',
        isCancel: false,
        isTopBanner: true,
      },
    });
    expect(created.status).toBe(201);
    const after = await home();
    expect(after.topBannerEvents[0].title).toBe('Brand new banner');
    expect(titles(after.allEvents)).toContain('Written behind the API');

    const id = (created.body.data as { id: number }).id;
    await call(t.app, 'PATCH', '/event/update', { token: admin.token, body: { id, isCancel: true } });
    expect(titles((await home()).allEvents)).not.toContain('Brand new banner');
  });

  it('shows a bus or prayer schedule write at once', async () => {
    await home();
    const bus = await call(t.app, 'PATCH', '/busSchedule/', {
      token: admin.token,
      body: { newUpdate: 'Fog delay', fromCampusToBhaluka: '[{"busName":"Jamuna","time":"09:00","isAvailable":true}]' },
    });
    expect(bus.status).toBe(200);
    let data = await home();
    expect(data.busSchedule.newUpdate).toBe('Fog delay');
    expect(data.busSchedule.fromCampusToBhaluka).toEqual([{ busName: 'Jamuna', time: '09:00', isAvailable: true }]);

    await call(t.app, 'PATCH', '/prayerSchedule/', {
      token: admin.token,
      body: { data: '[{"name":"Fajr","time":"05:02"}]' },
    });
    data = await home();
    expect(data.prayerSchedule.data).toEqual([{ id: 1, name: 'Fajr', time: '05:02' }]);
  });
});

describe('GET /user/home at scale', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp();
  });
  afterAll(() => big.close());

  async function statementsForHome() {
    big.app.ctx.changes.bump(); // the rows above were written straight to the database
    const start = big.dbHandle.queries.count;
    await home(big);
    return big.dbHandle.queries.count - start;
  }

  it('issues a constant number of SQL statements and caps each list at 20', async () => {
    admin = await createUser(big, { role: 'ADMIN' });
    await createUser(big, { role: 'MENTOR' });
    await seedEvent('Only one', 'CAMPUS', {}, big);
    const small = await statementsForHome();
    // the four event lists in one statement, the three member lists in another, two schedules, the windows
    expect(small).toBe(5);

    for (let i = 0; i < 25; i++) {
      await createUser(big, { role: (['MENTOR', 'TOP_TEN', 'DEVELOPER'] as const)[i % 3] });
      await createUser(big, { role: 'MENTOR' });
      for (const type of ['CAMPUS', 'PODCAST', 'EVENT', 'ARTICLE'] as const)
        await seedEvent(`${type} ${i}`, type, { isTopBanner: i % 2 === 0 }, big);
    }
    expect(await statementsForHome()).toBe(small);

    const data = await home(big);
    for (const list of ['topBannerEvents', 'campusEvents', 'podcasts', 'allEvents', 'mentors'] as const) {
      expect(data[list]).toHaveLength(20);
    }
    expect(data.topBodies).toHaveLength(8);
  });

  it('answers from the cache without touching the database', async () => {
    await home(big);
    const start = big.dbHandle.queries.count;
    await home(big);
    expect(big.dbHandle.queries.count - start).toBe(0);
  });
});
