import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import { emptyHome } from '../../home/home-slice';
import { homeData } from '../../home/home-test-data';
import BusSchedulePage from './bus-schedule-page';
import PrayerSchedulePage from './prayer-schedule-page';

beforeEach(() => {
  // Sunday 22 Nov 2026, 07:10 in Dhaka.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T01:10:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bus = {
  id: 1,
  image: '/uploads/demo/bus.svg',
  newUpdate: 'Winter timetable from 1 December',
  updatedAt: '2026-11-20T06:00:00.000Z',
  fromCampusToMymensingh: [
    { busName: 'Shapla', time: '08:15', isAvailable: true },
    { busName: 'Brahmaputra', time: '07:00', isAvailable: true },
    { busName: 'Jamuna', time: '07:30', isAvailable: false },
  ],
  fromMymensinghToCampus: [{ busName: 'Teesta', time: '06:45', isAvailable: true }],
  fromCampusToBhaluka: [{ busName: 'Karnaphuli', time: '07:15', isAvailable: true }],
  fromBhalukaToCampus: [],
};

describe('BusSchedulePage', () => {
  it('shows the four routes in time order with the next running departure marked', async () => {
    stubApi(() => ({ body: envelope(bus) }));
    renderWithStore(<BusSchedulePage />);
    const toTown = await screen.findByRole('region', { name: 'Campus To Mymensingh' });
    const rows = within(toTown).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Brahmaputra7:00 AM',
      'JamunaNot running7:30 AM',
      'ShaplaNext8:15 AMin 1 h 5 min',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'time');
    expect(screen.getByRole('region', { name: 'Campus To Bhaluka' })).toHaveTextContent('Next7:15 AMin 5 min');
    expect(screen.getByRole('region', { name: 'Mymensingh To Campus' })).toHaveTextContent(
      'No more departures today · first tomorrow at 6:45 AM.',
    );
    expect(screen.getByRole('region', { name: 'Bhaluka To Campus' })).toHaveTextContent(
      'No buses listed for this route.',
    );
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent(
      'Winter timetable from 1 December',
    );
    expect(screen.getByRole('img', { name: 'Bus schedule detail' })).toHaveAttribute('src', '/uploads/demo/bus.svg');
    expect(screen.getByText(/last updated/i)).toHaveTextContent('20 Nov 2026, 12:00 PM');
  });

  it('names the routes and writes the times in Bangla; bus names stay as the schedule has them', async () => {
    await act(() => setLanguage('bn'));
    stubApi(() => ({ body: envelope(bus) }));
    renderWithStore(<BusSchedulePage />);
    const toTown = await screen.findByRole('region', { name: 'ক্যাম্পাস থেকে ময়মনসিংহ' });
    const rows = within(toTown).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Brahmaputra৭:০০ পূর্বাহ্ন',
      'Jamunaচলছে না৭:৩০ পূর্বাহ্ন',
      expect.stringMatching(/^Shaplaপরের৮:১৫ পূর্বাহ্ন/),
    ]);
    expect(screen.getByRole('region', { name: 'ময়মনসিংহ থেকে ক্যাম্পাস' })).toHaveTextContent(
      'আজ আর কোনো বাস নেই · কাল প্রথম বাস ৬:৪৫ পূর্বাহ্ন।',
    );
    expect(screen.getByRole('region', { name: 'ক্যাম্পাস থেকে ভালুকা' })).toBeInTheDocument();
  });

  it('shows the saved timetable while offline', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithStore(<BusSchedulePage />, { preloaded: { home: { ...emptyHome, ...homeData() } } });
    expect(screen.getByRole('region', { name: 'Campus To Mymensingh' })).toHaveTextContent('Brahmaputra');
  });
});

describe('PrayerSchedulePage', () => {
  it('lists prayers with the next one marked, the banner and the image', async () => {
    stubApi(() => ({
      body: envelope({
        id: 1,
        image: '/uploads/demo/mosque.svg',
        newUpdate: "Jumu'ah khutbah starts at 13:10",
        updatedAt: '2026-11-20T06:00:00.000Z',
        data: [
          { id: 1, name: 'Fajr', time: '05:15' },
          { id: 2, name: 'Dhuhr', time: '12:45' },
          { id: 3, name: "Jumu'ah", time: '13:30' },
        ],
      }),
    }));
    renderWithStore(<PrayerSchedulePage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Fajr5:15 AM', 'DhuhrNext12:45 PM', "Jumu'ah1:30 PM"]);
    expect(rows[1]).toHaveAttribute('aria-current', 'time');
    expect(screen.getByText('Next prayer').parentElement).toHaveTextContent('Dhuhr · 12:45 PM in 5 h 35 min');
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent("Jumu'ah khutbah");
    expect(screen.getByRole('img', { name: 'Prayer schedule detail' })).toBeInTheDocument();
  });

  it('writes the prayer times, and the daily prayers by their names, in Bangla', async () => {
    await act(() => setLanguage('bn'));
    stubApi(() => ({
      body: envelope({
        id: 1,
        image: null,
        newUpdate: null,
        updatedAt: null,
        data: [
          { id: 1, name: 'Dhuhr', time: '12:45' },
          { id: 2, name: 'Tahajjud circle', time: '23:30' },
        ],
      }),
    }));
    renderWithStore(<PrayerSchedulePage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('যোহরপরের১২:৪৫ অপরাহ্ন');
    // A name that is not one of the daily prayers stays as the editor typed it.
    expect(rows[2]).toHaveTextContent('Tahajjud circle১১:৩০ অপরাহ্ন');
    expect(screen.getByText('পরের নামাজ').parentElement).toHaveTextContent('যোহর · ১২:৪৫ অপরাহ্ন');
  });
});
