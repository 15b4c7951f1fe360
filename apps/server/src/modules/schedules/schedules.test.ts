import type { Role } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type { BusSchedule, PrayerSchedule } from '@campus/shared/schemas/schedules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
const byRole = new Map<Role, TestUser>();
const token = (role: Role) => byRole.get(role)?.token;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ALL_ROLES) byRole.set(role, await createUser(t, { role }));
});
afterAll(() => t.close());

const getBus = async () => (await call<{ data: BusSchedule }>(t.app, 'GET', '/busSchedule/')).body.data as BusSchedule;
const getPrayer = async () =>
  (await call<{ data: PrayerSchedule }>(t.app, 'GET', '/prayerSchedule/')).body.data as PrayerSchedule;

const BUS_EDITORS: Role[] = ['ADMIN', 'TOP_TEN', 'TEAM_HEAD', 'MENTOR', 'BUS'];
const PRAYER_EDITORS: Role[] = ['ADMIN', 'TOP_TEN', 'TEAM_HEAD', 'MENTOR', 'PRAYER'];

describe('GET /busSchedule/ before anything is saved', () => {
  it('answers the four member-app routes with empty lists', async () => {
    const res = await call(t.app, 'GET', '/busSchedule/');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: null,
      image: null,
      newUpdate: null,
      updatedAt: null,
      fromCampusToMymensingh: [],
      fromMymensinghToCampus: [],
      fromCampusToBhaluka: [],
      fromBhalukaToCampus: [],
    });
  });

  it('answers an empty prayer schedule, also without the trailing slash', async () => {
    const res = await call(t.app, 'GET', '/prayerSchedule');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: null, image: null, newUpdate: null, updatedAt: null, data: [] });
  });
});

describe('PATCH /busSchedule/', () => {
  it('answers 401 to a guest', async () => {
    const res = await call(t.app, 'PATCH', '/busSchedule/', { body: { newUpdate: 'x' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });

  it.each(ALL_ROLES.filter((r) => !BUS_EDITORS.includes(r)))('answers 403 to %s', async (role) => {
    const res = await call(t.app, 'PATCH', '/busSchedule/', { token: token(role), body: { newUpdate: 'Hacked' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbidden);
    expect((await getBus()).newUpdate).toBeNull();
  });

  it.each(BUS_EDITORS)('lets %s save the timetable (lists as JSON strings)', async (role) => {
    const res = await call<{ data: BusSchedule }>(t.app, 'PATCH', '/busSchedule/', {
      token: token(role),
      body: {
        image: 'https://example.com/bus.png',
        newUpdate: `Winter timetable by ${role}`,
        fromCampusToMymensingh: JSON.stringify([
          { busName: 'Brahmaputra', time: '07:30', isAvailable: true },
          { busName: 'Jamuna', time: '1:15 pm', isAvailable: false },
        ]),
        fromMymensinghToCampus: JSON.stringify([{ busName: 'Shapla', time: '8:05' }]),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.busSchedulePosted);
    const saved = res.body.data as BusSchedule;
    expect(saved).toMatchObject({ image: 'https://example.com/bus.png', newUpdate: `Winter timetable by ${role}` });
    expect(saved.fromCampusToMymensingh).toEqual([
      { busName: 'Brahmaputra', time: '07:30', isAvailable: true },
      { busName: 'Jamuna', time: '13:15', isAvailable: false },
    ]);
    expect(saved.fromMymensinghToCampus).toEqual([{ busName: 'Shapla', time: '08:05', isAvailable: true }]);
    expect(await getBus()).toEqual(saved);
  });

  it('accepts plain arrays, keeps routes that were not sent, and drops unknown keys', async () => {
    const res = await call<{ data: BusSchedule }>(t.app, 'PATCH', '/busSchedule', {
      token: token('BUS'),
      body: { fromBhalukaToCampus: [{ busName: 'Padma', time: '17:45', isAvailable: true }], toTheMoon: [] },
    });
    expect(res.status).toBe(200);
    const saved = res.body.data as BusSchedule;
    expect(saved.fromBhalukaToCampus).toEqual([{ busName: 'Padma', time: '17:45', isAvailable: true }]);
    expect(saved.fromCampusToMymensingh).toHaveLength(2);
    expect(saved).not.toHaveProperty('toTheMoon');
    expect(saved.image).toBe('https://example.com/bus.png');
  });

  it('clears the image and the announcement with null', async () => {
    const res = await call<{ data: BusSchedule }>(t.app, 'PATCH', '/busSchedule/', {
      token: token('ADMIN'),
      body: { image: null, newUpdate: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ image: null, newUpdate: null });
  });

  it.each([
    [{ fromCampusToMymensingh: '[{"busName":' }, 'Campus To Mymensingh must be a JSON list of entries'],
    [{ fromCampusToBhaluka: '{"busName":"Jamuna"}' }, 'Campus To Bhaluka must be a JSON list of entries'],
    [{ fromMymensinghToCampus: '["Jamuna"]' }, 'Mymensingh To Campus must be a JSON list of entries'],
    [
      { fromCampusToMymensingh: [{ busName: 'A', time: '07:00' }, { time: '08:00' }] },
      MSG.busEntryName('Campus To Mymensingh', 2),
    ],
    [{ fromBhalukaToCampus: [{ busName: 'Padma', time: '25:00' }] }, MSG.scheduleEntryTime('Bhaluka To Campus', 1)],
    [{ fromBhalukaToCampus: [{ busName: 'Padma', time: 'soon' }] }, MSG.scheduleEntryTime('Bhaluka To Campus', 1)],
    [
      { fromBhalukaToCampus: [{ busName: 'Padma', time: '07:00', isAvailable: 'yes' }] },
      MSG.busEntryAvailable('Bhaluka To Campus', 1),
    ],
    [
      { fromBhalukaToCampus: Array.from({ length: 101 }, () => ({ busName: 'X', time: '07:00' })) },
      MSG.scheduleTooManyEntries('Bhaluka To Campus', 100),
    ],
    [{ 'bad key!': '[]' }, MSG.scheduleGroupKey('bad key!')],
    [{ image: 'javascript:alert(1)' }, 'Image must be an image uploaded to this app'],
  ])('answers 400 naming the problem for %j and writes nothing', async (body, message) => {
    const before = await getBus();
    const res = await call(t.app, 'PATCH', '/busSchedule/', { token: token('ADMIN'), body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await getBus()).toEqual(before);
  });
});

describe('PATCH /prayerSchedule/', () => {
  const prayers = [
    { name: 'Fajr', time: '05:05' },
    { name: 'Dhuhr', time: '12:10' },
  ];

  it('answers 401 to a guest', async () => {
    const res = await call(t.app, 'PATCH', '/prayerSchedule/', { body: { data: '[]' } });
    expect(res.status).toBe(401);
  });

  it.each(ALL_ROLES.filter((r) => !PRAYER_EDITORS.includes(r)))('answers 403 to %s', async (role) => {
    const res = await call(t.app, 'PATCH', '/prayerSchedule/', {
      token: token(role),
      body: { data: JSON.stringify(prayers) },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbidden);
    expect((await getPrayer()).data).toEqual([]);
  });

  it.each(PRAYER_EDITORS)('lets %s save the prayer times, numbered for the member app', async (role) => {
    const res = await call<{ data: PrayerSchedule }>(t.app, 'PATCH', '/prayerSchedule/', {
      token: token(role),
      body: { image: '/uploads/demo/prayer.svg', newUpdate: `Updated by ${role}`, data: JSON.stringify(prayers) },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.prayerSchedulePosted);
    expect(res.body.data).toMatchObject({
      image: '/uploads/demo/prayer.svg',
      newUpdate: `Updated by ${role}`,
      data: [
        { id: 1, name: 'Fajr', time: '05:05' },
        { id: 2, name: 'Dhuhr', time: '12:10' },
      ],
    });
    expect(await getPrayer()).toEqual(res.body.data);
  });

  it('accepts an array, renumbers entries and keeps fields that were not sent', async () => {
    const res = await call<{ data: PrayerSchedule }>(t.app, 'PATCH', '/prayerSchedule', {
      token: token('PRAYER'),
      body: { data: [{ id: 9, name: "Jumu'ah", time: '1:30 PM' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      image: '/uploads/demo/prayer.svg',
      data: [{ id: 1, name: "Jumu'ah", time: '13:30' }],
    });
  });

  it.each([
    [{ data: 'Fajr at five' }, 'Prayer Schedule must be a JSON list of entries'],
    [{ data: [{ time: '05:00' }] }, MSG.prayerEntryName('Prayer Schedule', 1)],
    [
      {
        data: [
          { name: 'Fajr', time: '05:00' },
          { name: 'Asr', time: '' },
        ],
      },
      MSG.scheduleEntryTime('Prayer Schedule', 2),
    ],
    [{ newUpdate: 42 }, 'New Update must be text'],
  ])('answers 400 for %j and writes nothing', async (body, message) => {
    const before = await getPrayer();
    const res = await call(t.app, 'PATCH', '/prayerSchedule/', { token: token('ADMIN'), body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await getPrayer()).toEqual(before);
  });
});
