import { MSG } from '@campus/shared/messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import BusScheduleAdmin from './bus-schedule-admin';
import PrayerScheduleAdmin from './prayer-schedule-admin';

afterEach(() => vi.unstubAllGlobals());

const bus = {
  id: 1,
  image: '/uploads/demo/bus.svg',
  newUpdate: 'Winter timetable',
  updatedAt: '2026-11-20T06:00:00.000Z',
  fromCampusToMymensingh: [{ busName: 'Brahmaputra', time: '07:00', isAvailable: true }],
  fromMymensinghToCampus: [{ busName: 'Shapla', time: '08:00', isAvailable: true }],
  fromCampusToBhaluka: [],
  fromBhalukaToCampus: [],
};

const render = (ui: React.ReactNode) => renderWithStore(ui, { user: { id: 7, role: 'BUS' }, toaster: true });

describe('BusScheduleAdmin', () => {
  it('edits a departure and sends every route as a JSON-encoded list', async () => {
    const calls = stubApi(({ method }) => ({
      body: envelope(bus, method === 'PATCH' ? MSG.busSchedulePosted : 'OK'),
    }));
    render(<BusScheduleAdmin />);
    const route = await screen.findByRole('group', { name: 'Campus To Mymensingh' });
    const time = within(route).getByLabelText('Time 1');
    await userEvent.clear(time);
    await userEvent.type(time, '07:45');
    await userEvent.click(within(route).getByRole('checkbox', { name: 'Running' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Bus Schedule' }));

    expect(await screen.findByText(MSG.busSchedulePosted)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/v1/busSchedule/');
    const body = patch?.body as Record<string, unknown>;
    expect(JSON.parse(body.fromCampusToMymensingh as string)).toEqual([
      { busName: 'Brahmaputra', time: '07:45', isAvailable: false },
    ]);
    expect(body.fromCampusToBhaluka).toBe('[]');
    expect(body.newUpdate).toBe('Winter timetable');
    expect(body.image).toBe('/uploads/demo/bus.svg');
  });

  it('names the four routes in Bangla and another route the server holds by its key', async () => {
    await act(() => setLanguage('bn'));
    stubApi(() => ({ body: envelope({ ...bus, fromCampusToTrishal: [] }) }));
    render(<BusScheduleAdmin />);
    expect(await screen.findByRole('group', { name: 'ক্যাম্পাস থেকে ময়মনসিংহ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ভালুকা থেকে ক্যাম্পাস' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'fromCampusToTrishal' })).toBeInTheDocument();
  });

  it("shows 'Bus Schedule Post Failed!' when the server refuses", async () => {
    stubApi(({ method }) =>
      method === 'PATCH'
        ? { status: 400, body: { success: false, message: 'Campus To Mymensingh: entry 1 needs a bus name' } }
        : { body: envelope(bus) },
    );
    render(<BusScheduleAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Bus Schedule' }));
    expect(await screen.findByText(MSG.busSchedulePostFailed)).toBeInTheDocument();
    expect(screen.getByText('Campus To Mymensingh: entry 1 needs a bus name')).toBeInTheDocument();
  });
});

describe('PrayerScheduleAdmin', () => {
  const prayer = {
    id: 1,
    image: null,
    newUpdate: null,
    updatedAt: '2026-11-20T06:00:00.000Z',
    data: [{ id: 1, name: 'Fajr', time: '05:15' }],
  };

  it('adds a prayer and posts the list as JSON', async () => {
    const calls = stubApi(({ method }) => ({
      body: envelope(prayer, method === 'PATCH' ? MSG.prayerSchedulePosted : 'OK'),
    }));
    render(<PrayerScheduleAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add prayer' }));
    await userEvent.type(screen.getByLabelText('Prayer 2'), 'Dhuhr');
    await userEvent.type(screen.getByLabelText('Time 2'), '12:45');
    await userEvent.click(screen.getByRole('button', { name: 'Save Prayer Schedule' }));
    expect(await screen.findByText(MSG.prayerSchedulePosted)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(JSON.parse(body.data as string)).toEqual([
      { name: 'Fajr', time: '05:15' },
      { name: 'Dhuhr', time: '12:45' },
    ]);
    expect(body.newUpdate).toBeNull();
  });

  it("shows 'Prayer Schedule Post Failed!' when the server refuses", async () => {
    stubApi(({ method }) =>
      method === 'PATCH'
        ? { status: 403, body: { success: false, message: MSG.forbidden } }
        : { body: envelope(prayer) },
    );
    render(<PrayerScheduleAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Prayer Schedule' }));
    expect(await screen.findByText(MSG.prayerSchedulePostFailed)).toBeInTheDocument();
  });
});
