/**
 * Events people attend (issue 19), in the browser: a member says Going and gets a ticket; an organizer's
 * phone-sized check-in page lets people in by the typed code and by a QR shown to the camera. The camera is
 * Chromium's fake capture device fed with a .y4m video this test draws from the member's ticket QR.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './axe';
import {
  apiCall,
  apiToken,
  CHROMIUM_ARGS,
  chromiumPath,
  closePage,
  existingCover,
  MOBILE,
  openPage,
  shot,
  signInFast,
} from './helpers';

/** The page under a busy machine: give the screen time (vitest's default poll is 1 s). */
const WAIT = { timeout: 15_000 };

interface Ticket {
  code: string;
  shortCode: string;
}

/** One 640×480 grey-scale YUV 4:2:0 video (a few identical frames; Chromium loops it) showing the QR. */
function qrVideo(text: string, file: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  const width = 640;
  const height = 480;
  const quiet = 4;
  const scale = Math.floor(420 / (size + 2 * quiet));
  const side = scale * (size + 2 * quiet);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const y = Buffer.alloc(width * height, 200);
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      const mr = Math.floor(row / scale) - quiet;
      const mc = Math.floor(col / scale) - quiet;
      const dark = mr >= 0 && mc >= 0 && mr < size && mc < size && data[mr * size + mc] === 1;
      y[(top + row) * width + left + col] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

describe('events: RSVP, ticket and check-in', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-qr-'));
  let browser: Browser;
  let eventId: number;
  let memberTicket: Ticket;
  let citizenTicket: Ticket;
  /** A member who was going, took the ticket, then stepped down to Interested: refused at the door. */
  let steppedDownTicket: Ticket;
  let memberName: string;
  let citizenName: string;

  beforeAll(async () => {
    const admin = await apiToken('admin@campus.test');
    const member = await apiToken('member@campus.test');
    const citizen = await apiToken('citizen@campus.test');
    const start = new Date(Date.now() + 3 * 86_400_000);
    const created = await apiCall<{ id: number }>('/event/create', {
      method: 'POST',
      token: admin,
      body: {
        type: 'EVENT',
        title: 'Photography Walk',
        coverPic: await existingCover(),
        subtitle: 'Old Dhaka at golden hour',
        description: 'Meet at the gate.',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        isCancel: false,
        isTopBanner: false,
        location: 'Curzon Hall gate',
        capacity: 3,
      },
    });
    expect(created.status, created.body.message).toBe(201);
    eventId = created.body.data.id;
    for (const token of [member, citizen]) {
      const res = await apiCall(`/event/${eventId}/rsvp`, { method: 'POST', token, body: { status: 'GOING' } });
      expect(res.status).toBe(200);
    }
    const prayer = await apiToken('prayer@campus.test');
    expect(
      (await apiCall(`/event/${eventId}/rsvp`, { method: 'POST', token: prayer, body: { status: 'GOING' } })).status,
    ).toBe(200);
    steppedDownTicket = (await apiCall<Ticket>(`/event/${eventId}/ticket`, { token: prayer })).body.data;
    const down = await apiCall(`/event/${eventId}/rsvp`, {
      method: 'POST',
      token: prayer,
      body: { status: 'INTERESTED' },
    });
    expect(down.status).toBe(200);
    memberTicket = (await apiCall<Ticket>(`/event/${eventId}/ticket`, { token: member })).body.data;
    citizenTicket = (await apiCall<Ticket>(`/event/${eventId}/ticket`, { token: citizen })).body.data;
    memberName = (await apiCall<{ fullName: string }>('/user/details', { token: member })).body.data.fullName;
    citizenName = (await apiCall<{ fullName: string }>('/user/details', { token: citizen })).body.data.fullName;

    const video = path.join(dir, 'ticket.y4m');
    qrVideo(memberTicket.code, video);
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('[MEMBER][RSVP]: a member on a phone says Going and sees the counts, the ticket and Add to calendar', async () => {
    const page = await openPage(browser, MOBILE);
    await signInFast(page, 'developer@campus.test');
    await page.goto(`/news/${eventId}`);
    const bar = page.getByRole('region', { name: 'RSVP' });
    await expect.poll(() => bar.getByTestId('rsvp-summary').textContent(), WAIT).toBe('2 going · 1 spot left');
    await bar.getByRole('button', { name: 'Going' }).click();
    await expect.poll(() => bar.getByRole('status').textContent(), WAIT).toBe("You're going");
    await expect.poll(() => bar.getByTestId('rsvp-summary').textContent(), WAIT).toBe('3 going · Waitlist');
    await expect.poll(() => bar.getByTestId('ticket-code').textContent(), WAIT).toMatch(/^[0-9A-Z]{8}$/);
    expect(await bar.getByRole('img', { name: /Ticket QR code/ }).isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      `/api/v1/event/${eventId}/calendar.ics`,
    );
    await bar.getByTestId('ticket-code').scrollIntoViewIfNeeded();
    await shot(page, 'event-rsvp-ticket', MOBILE);
    // The scroll makes the bottom bar fade out: the audit waits for its transition to finish (e2e/axe.ts).
    expect(await blockingViolations(page, 'ticket')).toEqual([]);

    // Home shows the next event with its ticket.
    await page.goto('/');
    const next = page.getByRole('region', { name: 'Your next event' });
    await expect.poll(() => next.getByRole('link', { name: 'Photography Walk' }).isVisible(), WAIT).toBe(true);
    expect(await next.getByRole('img', { name: 'Ticket QR code for Photography Walk' }).isVisible()).toBe(true);
    await shot(page, 'home-next-event', MOBILE);
    await closePage(page);
  });

  it('[MENTOR][CHECK_IN]: an organizer phone checks in by typed code, then by the QR shown to the camera', async () => {
    const page = await openPage(browser, MOBILE);
    await signInFast(page, 'mentor@campus.test');
    await page.goto(`/events/${eventId}/check-in`);
    const outcome = page.getByTestId('check-in-outcome');

    // Typed code (lower case, as people type it).
    await page.getByLabel('Ticket code').fill(citizenTicket.shortCode.toLowerCase());
    await page.getByRole('button', { name: 'Check in', exact: true }).first().click();
    await expect.poll(() => outcome.textContent(), WAIT).toMatch(new RegExp(`${citizenName}\\s*Checked in$`));
    // The same code again is refused with the time of the first check-in.
    await page.getByLabel('Ticket code').fill(citizenTicket.shortCode);
    await page.getByRole('button', { name: 'Check in', exact: true }).first().click();
    await expect.poll(() => outcome.textContent(), WAIT).toMatch(/Already checked in at \d\d:\d\d$/);
    // A code that is no ticket.
    await page.getByLabel('Ticket code').fill('ZZZZZZZZ');
    await page.getByRole('button', { name: 'Check in', exact: true }).first().click();
    await expect.poll(() => outcome.textContent(), WAIT).toMatch(/Not on the list$/);
    // Nobody holds that code: there is nobody to admit.
    expect(await outcome.getByRole('button', { name: 'Admit anyway' }).count()).toBe(0);

    // A refused member (stepped down to Interested) is admitted from the scan result, after a confirm step.
    await page.getByLabel('Ticket code').fill(steppedDownTicket.shortCode);
    await page.getByRole('button', { name: 'Check in', exact: true }).first().click();
    await expect.poll(() => outcome.getByRole('status').textContent(), WAIT).toBe(' Marked interested, not going');
    await outcome.getByRole('button', { name: 'Admit anyway' }).click();
    await expect.poll(() => outcome.getByTestId('admit-confirm').textContent(), WAIT).toContain('recorded as admitted');
    await shot(page, 'event-check-in-admit', MOBILE);
    // Cancel keeps them out; the second try confirms.
    await outcome.getByRole('button', { name: 'Cancel' }).click();
    expect(await outcome.getByTestId('admit-confirm').count()).toBe(0);
    await outcome.getByRole('button', { name: 'Admit anyway' }).click();
    await outcome.getByRole('button', { name: 'Confirm admit' }).click();
    await expect.poll(() => outcome.textContent(), WAIT).toMatch(/Maulana Yusuf Ali\s*Admitted$/);

    // The camera (the fake device plays the member's QR).
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await expect
      .poll(() => outcome.textContent(), { timeout: 20_000 })
      .toMatch(new RegExp(`${memberName}\\s*Checked in$`));
    await shot(page, 'event-check-in', MOBILE);
    // The scanner keeps seeing the same QR; after a while it reports it again, now as already checked in.
    await expect.poll(() => outcome.textContent(), { timeout: 20_000 }).toMatch(/Already checked in at/);
    await page.getByRole('button', { name: 'Stop camera' }).click();

    await page.reload();
    const attendance = page.getByRole('definition');
    await expect.poll(async () => (await attendance.allTextContents()).join(','), WAIT).toBe('3,0,1,3');
    const list = page.getByRole('region', { name: 'Attendees' });
    await page.getByLabel('Show').selectOption('CHECKED_IN');
    await expect.poll(() => list.getByRole('listitem').count(), WAIT).toBe(3);
    // The admission is recorded as such in the list.
    expect(await list.getByRole('listitem').filter({ hasText: 'Maulana Yusuf Ali' }).textContent()).toMatch(
      /Interested · admitted \d\d:\d\d/,
    );
    expect(await blockingViolations(page, 'attendees')).toEqual([]);
    await closePage(page);
  });

  it('[MEMBER][CHECK_IN]: a member who organizes nothing is refused on the check-in page', async () => {
    const page = await openPage(browser, MOBILE);
    await signInFast(page, 'member@campus.test');
    await page.goto(`/events/${eventId}/check-in`);
    await expect.poll(() => page.getByText('You cannot check people in for this event').isVisible(), WAIT).toBe(true);
    await closePage(page);
  });
});
