import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { setLanguage } from '../../../lib/i18n';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import { prefetchHome } from '../home-api';
import { emptyHome } from '../home-slice';
import { homeData } from '../home-test-data';
import HomePage from './home-page';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  // jsdom lacks the layout APIs the carousel listens to.
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
    dispatchEvent: () => false,
  }));
  // Sunday 22 Nov 2026, 12:00 in Dhaka.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T06:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows skeletons, then every section of the Home payload, and stores it in the home slice', async () => {
    stubApi(() => ({ body: envelope(homeData()) }));
    const { store } = renderWithStore(<HomePage />);
    expect(screen.getByText('Loading Home')).toBeInTheDocument();

    const carousel = await screen.findByRole('region', { name: 'Top stories' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    expect(within(carousel).getByText('Annual Tech Fest 2026')).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: /go to story 1/i })).toHaveAttribute('aria-current', 'true');

    expect(screen.getByRole('region', { name: 'Next prayer' })).toHaveTextContent('Dhuhr');
    expect(screen.getByRole('region', { name: 'Next prayer' })).toHaveTextContent('12:45 PM');
    const buses = screen.getByRole('region', { name: 'Next buses' });
    expect(buses).toHaveTextContent('New stop at Zero Point');
    expect(buses).toHaveTextContent('Jamuna');
    expect(buses).toHaveTextContent('1:15 PM');
    expect(buses).toHaveTextContent('No more todayfirst 8:00 AM');

    // The sections below the fold render once the first screen is painted.
    expect(await screen.findByRole('region', { name: 'Campus' })).toHaveTextContent('Library hours extended');
    expect(await screen.findByRole('region', { name: 'Podcasts' })).toHaveTextContent('Campus Talks #12');
    expect(screen.getByRole('region', { name: 'Events & articles' })).toHaveTextContent(
      'Career Talk: Cracking the BCS',
    );
    expect(screen.getByRole('region', { name: 'Mentors' })).toHaveTextContent('Dr. Kamrul Hasan');
    expect(screen.getByRole('region', { name: 'Mentors' })).toHaveTextContent('President · Tech Team');
    expect(screen.getByRole('region', { name: 'Developers' })).toHaveTextContent('will appear here');
    expect(screen.getByRole('link', { name: /register now/i })).toHaveAttribute('href', '/sign-up');

    expect(store.getState().home.topBannerEvents).toHaveLength(2);
  });

  it('shows the types, the RSVP line, the bus routes and the times in Bangla (decision 030)', async () => {
    await act(() => setLanguage('bn'));
    const data = homeData();
    data.allEvents[0] = { ...data.allEvents[0], rsvpEnabled: true, goingCount: 23, spotsLeft: 7 };
    stubApi(() => ({ body: envelope(data) }));
    renderWithStore(<HomePage />);

    const carousel = await screen.findByRole('region', { name: 'শীর্ষ খবর' });
    expect(within(carousel).getByText('ইভেন্ট')).toBeInTheDocument();
    expect(within(carousel).getByText('ক্যাম্পাস')).toBeInTheDocument();
    const prayer = screen.getByRole('region', { name: 'পরের নামাজ' });
    expect(prayer).toHaveTextContent('১২:৪৫ অপরাহ্ন');
    expect(prayer).toHaveTextContent('যোহর');
    expect(prayer).not.toHaveTextContent('Dhuhr');
    const buses = screen.getByRole('region', { name: 'পরের বাস' });
    expect(buses).toHaveTextContent('ক্যাম্পাস থেকে ময়মনসিংহ');
    expect(buses).toHaveTextContent('১:১৫ অপরাহ্ন');
    expect(buses).toHaveTextContent('প্রথমটি ৮:০০ পূর্বাহ্ন');
    expect(buses).not.toHaveTextContent(/AM|PM/);

    const events = await screen.findByRole('region', { name: 'ইভেন্ট ও লেখা' });
    expect(events).toHaveTextContent('২৩ জন যাচ্ছেন · ৭টি আসন বাকি');
    expect(within(events).getByText('লেখা')).toBeInTheDocument();
    expect(events).not.toHaveTextContent(/AM|PM/);
  });

  it('links a card to its news page', async () => {
    stubApi(() => ({ body: envelope(homeData()) }));
    renderWithStore(<HomePage />);
    const campus = await screen.findByRole('region', { name: 'Campus' });
    expect(within(campus).getByRole('link', { name: /library hours extended/i })).toHaveAttribute('href', '/news/3');
  });

  it('hides the registration call-to-action from a signed-in member', async () => {
    stubApi(() => ({ body: envelope(homeData()) }));
    renderWithStore(<HomePage />, { user: { id: 5, role: 'MEMBER' } });
    await screen.findByRole('region', { name: 'Top stories' });
    expect(screen.queryByRole('link', { name: /register now/i })).not.toBeInTheDocument();
  });

  it('shows the saved Home at once and says so when the network is down', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithStore(<HomePage />, { preloaded: { home: { ...emptyHome, ...homeData() } } });
    expect(screen.getByRole('region', { name: 'Top stories' })).toBeInTheDocument();
    expect(await screen.findByText(/you are offline/i)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Podcasts' })).toHaveTextContent('Campus Talks #12');
  });

  it('offers a retry when nothing is saved and the network is down', async () => {
    let online = false;
    stubApi(() => (online ? { body: envelope(homeData()) } : Promise.reject(new TypeError('Failed to fetch'))));
    renderWithStore(<HomePage />);
    expect(await screen.findByText('Home could not be loaded')).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Top stories' })).toBeInTheDocument());
  });

  it('shows friendly empty states when nothing has been posted', async () => {
    const empty = homeData({
      topBannerEvents: [],
      campusEvents: [],
      podcasts: [],
      allEvents: [],
      registrationInfo: [],
    });
    empty.busSchedule = { id: 1, image: null, newUpdate: null, updatedAt: null };
    empty.prayerSchedule = { id: 1, image: null, newUpdate: null, updatedAt: null, data: [] };
    stubApi(() => ({ body: envelope(empty) }));
    renderWithStore(<HomePage />);
    expect(await screen.findByText(/no top stories right now/i)).toBeInTheDocument();
    expect(await screen.findByText('No campus news yet.')).toBeInTheDocument();
    expect(screen.getByText('No podcasts yet.')).toBeInTheDocument();
    expect(screen.getByText(/prayer times have not been posted/i)).toBeInTheDocument();
    expect(screen.getByText(/bus timetable has not been posted/i)).toBeInTheDocument();
  });

  it('prefetchHome (a load of /) asks for Home once and preloads the first top story cover', async () => {
    const calls = stubApi(() => ({ body: envelope(homeData()) }));
    prefetchHome(makeStore().dispatch);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
        'href',
        '/uploads/demo/event-1.svg',
      ),
    );
    expect(calls.filter((c) => c.path === '/user/home')).toHaveLength(1);
    document.head.querySelector('link[rel="preload"]')?.remove();
  });
});
