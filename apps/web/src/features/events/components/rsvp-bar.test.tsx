import type { EventWithRsvp } from '@campus/shared/schemas/events';
import type { TMyTicket } from '@campus/shared/schemas/rsvp';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { clearMemberCaches, readMemberCache } from '../../../lib/member-cache';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import { eventItem } from '../events-test-data';
import { MyTickets } from './my-tickets';
import { RsvpBar } from './rsvp-bar';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => clearMemberCaches());

const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h5v5H0z"/></svg>';

function rsvpEvent(overrides: Partial<EventWithRsvp> = {}): EventWithRsvp {
  return {
    ...eventItem(5, {
      title: 'Science Olympiad',
      startTime: '2099-12-01T04:00:00.000Z',
      endTime: '2099-12-01T08:00:00.000Z',
    }),
    location: 'Room 101',
    capacity: 30,
    rsvpEnabled: true,
    rsvpDeadline: null,
    goingCount: 23,
    spotsLeft: 7,
    waitlistCount: 0,
    myRsvp: null,
    ...overrides,
  };
}

describe('RsvpBar', () => {
  it('[GUEST]: shows the counts and asks to sign in', async () => {
    stubApi(() => ({ body: envelope(rsvpEvent()) }));
    renderWithStore(<RsvpBar eventId={5} rsvpEnabled />);
    expect(await screen.findByText('23 going · 7 spots left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to RSVP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/v1/event/5/calendar.ics',
    );
  });

  it('[GUEST]: shows the counts in Bangla with Bengali digits', async () => {
    await act(() => setLanguage('bn'));
    stubApi(() => ({ body: envelope(rsvpEvent()) }));
    renderWithStore(<RsvpBar eventId={5} rsvpEnabled />);
    expect(await screen.findByText('২৩ জন যাচ্ছেন · ৭টি আসন বাকি')).toBeInTheDocument();
  });

  it('[MEMBER]: Going sends the RSVP, then shows the status and the ticket', async () => {
    let going = false;
    const calls = stubApi(({ method, path }) => {
      if (method === 'POST' && path === '/event/5/rsvp') {
        going = true;
        return { body: envelope({ status: 'GOING' }, "You're going") };
      }
      if (path === '/event/5')
        return {
          body: envelope(rsvpEvent(going ? { goingCount: 24, spotsLeft: 6, myRsvp: { status: 'GOING' } } : {})),
        };
      if (path === '/event/5/ticket')
        return { body: envelope({ eventId: 5, code: 'CT1.5.9.x', shortCode: 'AB12CD34', qrSvg: QR }) };
      return undefined;
    });
    renderWithStore(<RsvpBar eventId={5} rsvpEnabled />, { user: { id: 9, role: 'MEMBER' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Going' }));
    expect(await screen.findByText("You're going")).toBeInTheDocument();
    expect(await screen.findByText('AB12CD34')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ticket QR code for Science Olympiad' })).toBeInTheDocument();
    expect(screen.getByText('24 going · 6 spots left')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'GOING' });
    expect(screen.queryByRole('link', { name: /Check-in/ })).not.toBeInTheDocument();
  });

  it('[MEMBER]: on a full event offers the waitlist and shows the position', async () => {
    stubApi(({ path }) =>
      path === '/event/5'
        ? {
            body: envelope(
              rsvpEvent({
                goingCount: 30,
                spotsLeft: 0,
                waitlistCount: 4,
                myRsvp: { status: 'WAITLISTED', position: 4 },
              }),
            ),
          }
        : undefined,
    );
    renderWithStore(<RsvpBar eventId={5} rsvpEnabled />, { user: { id: 9, role: 'MEMBER' } });
    expect(await screen.findByText("You're number 4 on the waitlist")).toBeInTheDocument();
    expect(screen.getByText('30 going · Waitlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel RSVP' })).toBeInTheDocument();
  });

  it('[MENTOR]: an organizer gets the check-in screen link', async () => {
    stubApi(() => ({ body: envelope(rsvpEvent()) }));
    renderWithStore(<RsvpBar eventId={5} rsvpEnabled />, { user: { id: 2, role: 'MENTOR' } });
    expect(await screen.findByRole('link', { name: 'Check-in and attendees' })).toHaveAttribute(
      'href',
      '/events/5/check-in',
    );
  });

  it('asks nothing for a post without RSVPs', () => {
    const calls = stubApi(() => ({ body: envelope(rsvpEvent()) }));
    const { container } = renderWithStore(<RsvpBar eventId={5} rsvpEnabled={false} />);
    expect(calls).toHaveLength(0);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('MyTickets', () => {
  const ticket: TMyTicket = {
    eventId: 5,
    code: 'CT1.5.9.x',
    shortCode: 'AB12CD34',
    qrSvg: QR,
    event: {
      id: 5,
      title: 'Science Olympiad',
      coverPic: '/uploads/demo/x.svg',
      startTime: '2099-12-01T04:00:00.000Z',
      endTime: '2099-12-01T08:00:00.000Z',
      location: 'Room 101',
      isCancel: false,
    },
  };

  it('keeps the tickets for this member and shows them again without a network', async () => {
    stubApi(({ path }) => (path === '/user/tickets' ? { body: envelope([ticket]) } : undefined));
    const first = renderWithStore(<MyTickets userId={9} />, { user: { id: 9, role: 'MEMBER' } });
    expect(await screen.findByText('Science Olympiad')).toBeInTheDocument();
    await waitFor(() => expect(readMemberCache(9, 'tickets')).toEqual([ticket]));
    first.unmount();

    // Offline: every request fails; the saved copy still opens, with its QR.
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithStore(<MyTickets userId={9} />, { user: { id: 9, role: 'MEMBER' } });
    expect(screen.getByText('Science Olympiad')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show ticket' }));
    expect(screen.getByText('AB12CD34')).toBeInTheDocument();
    // Another member on this browser sees none of it.
    expect(readMemberCache(10, 'tickets')).toBeNull();
    clearMemberCaches();
    expect(readMemberCache(9, 'tickets')).toBeNull();
  });

  it('says when there are no tickets', async () => {
    stubApi(() => ({ body: envelope([]) }));
    renderWithStore(<MyTickets userId={9} />, { user: { id: 9, role: 'MEMBER' } });
    expect(await screen.findByText('No upcoming tickets')).toBeInTheDocument();
  });
});
