import type { EventItem } from '@campus/shared/schemas/events';
import { eventItem } from '../events/events-test-data';
import type { HomeData } from './home-slice';

/** An event as Home's answer carries it: a card (no description or guests) with its RSVP summary (no RSVP here). */
function homeEvent(id: number, overrides: Partial<EventItem> = {}): HomeData['allEvents'][number] {
  const { description: _description, guests: _guests, ...card } = eventItem(id, overrides);
  return {
    ...card,
    location: null,
    capacity: null,
    rsvpEnabled: false,
    rsvpDeadline: null,
    goingCount: 0,
    spotsLeft: null,
    waitlistCount: 0,
  };
}

export function homeData(overrides: Partial<HomeData> = {}): HomeData {
  return {
    topBannerEvents: [
      homeEvent(1, { title: 'Annual Tech Fest 2026', isTopBanner: true }),
      homeEvent(2, { title: 'Winter Blood Donation Camp', type: 'CAMPUS', isTopBanner: true }),
    ],
    campusEvents: [homeEvent(3, { title: 'Library hours extended', type: 'CAMPUS' })],
    podcasts: [homeEvent(4, { title: 'Campus Talks #12', type: 'PODCAST' })],
    allEvents: [
      homeEvent(5, { title: 'Career Talk: Cracking the BCS' }),
      homeEvent(6, { title: 'Thesis habits', type: 'ARTICLE' }),
    ],
    busSchedule: {
      id: 1,
      image: null,
      newUpdate: 'New stop at Zero Point',
      updatedAt: '2026-11-20T00:00:00.000Z',
      fromCampusToMymensingh: [
        { busName: 'Brahmaputra', time: '07:00', isAvailable: true },
        { busName: 'Jamuna', time: '13:15', isAvailable: true },
      ],
      fromMymensinghToCampus: [{ busName: 'Shapla', time: '08:00', isAvailable: true }],
      fromCampusToBhaluka: [],
      fromBhalukaToCampus: [],
    },
    prayerSchedule: {
      id: 1,
      image: null,
      newUpdate: null,
      updatedAt: '2026-11-20T00:00:00.000Z',
      data: [
        { id: 1, name: 'Fajr', time: '05:15' },
        { id: 2, name: 'Dhuhr', time: '12:45' },
        { id: 3, name: 'Asr', time: '15:45' },
      ],
    },
    mentors: [
      {
        id: 2,
        fullName: 'Dr. Kamrul Hasan',
        profilePic: null,
        designation: 'President',
        team: 'Tech Team',
        department: 'Agronomy',
        institute: null,
      },
    ],
    topBodies: [
      {
        id: 3,
        fullName: 'Nusrat Jahan Mim',
        profilePic: null,
        designation: null,
        team: null,
        department: null,
        institute: null,
      },
    ],
    developers: [],
    registrationInfo: [
      {
        id: 1,
        isOpen: true,
        isOpenNow: true,
        openForId: 1,
        openFor: { id: 1, name: 'Bangladesh Agricultural University' },
        imageUrl: '/uploads/demo/reg.svg',
        deadline: '2026-12-22T00:00:00.000Z',
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
