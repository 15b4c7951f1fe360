import type { Role } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { dashboardSectionsFor } from '@campus/shared/permissions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, listBody, renderAdmin, stubApi } from '../../test/test-utils';
import DashboardPage from './dashboard-page';
import { DASHBOARD_SECTION_PAGES } from './section-pages';

afterEach(() => vi.unstubAllGlobals());

/** Sections are lazy chunks: on a busy machine the first import can take a few seconds. */
const LAZY = { timeout: 8000 };

function openDashboard(role: Role | null, route = '/dashboard') {
  const calls = stubApi(({ url }) => {
    // The E-Library and Marketplace sections open on their approval queues, whose counts come from a summary.
    if (url.pathname === '/api/v1/eLibrary/summary' || url.pathname === '/api/v1/marketplace/summary') {
      return { body: envelope({ total: 0, byStatus: {}, byCategory: [] }) };
    }
    if (url.pathname === '/api/v1/team') {
      return {
        body: listBody([
          {
            id: 1,
            name: 'Media Team',
            coverPic: null,
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
          },
        ]),
      };
    }
    return { body: listBody([]) };
  });
  const view = renderAdmin(<DashboardPage />, { role, route, path: '/dashboard/*' });
  return { calls, ...view };
}

/**
 * The sections this test names, as the product lists them. A section an area adds later is not named here: it is
 * checked against the registry alone (every label shown must be exactly what DASHBOARD_SECTIONS gives the role), so
 * adding an area does not edit this test (architecture §11).
 */
const NAMED_SECTIONS = new Set([
  'User Management',
  'Event Management',
  'E-Library Management',
  'Marketplace Management',
  'Bus Schedule',
  'Prayer Schedule',
  'Marketplace',
  'E-Library',
  'Activity',
  'Task Management',
  'My tasks',
  'Business Ideas',
]);

/** The dashboard's section links for `role`: all of them as the registry says, answered as the named ones. */
async function sectionLabels(role: Role) {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' }, LAZY);
  const labels = within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
  expect(labels).toEqual(dashboardSectionsFor(role).map((section) => section.label));
  return labels.filter((label) => NAMED_SECTIONS.has(label));
}

describe('DashboardPage', () => {
  it("tells a guest 'Please Sign In!' and sends them to /sign-in", async () => {
    openDashboard(null);
    expect(await screen.findByText(MSG.pleaseSignIn, {}, LAZY)).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in');
  });

  it('gives an ADMIN every management section, the user sub-sections and a Leaderboard button', async () => {
    openDashboard('ADMIN');
    expect(await sectionLabels('ADMIN')).toEqual([
      'User Management',
      'Event Management',
      'E-Library Management',
      'Marketplace Management',
      'Bus Schedule',
      'Prayer Schedule',
      'Activity',
      'Task Management',
      'My tasks',
      'Business Ideas',
    ]);
    const sub = screen.getByRole('navigation', { name: 'User Management sections' });
    expect(
      within(sub)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Users', 'Registration Info', 'Institution', 'Department', 'Designation', 'Team']);
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a deep link on its own table', async () => {
    const { calls } = openDashboard('ADMIN', '/dashboard/users/teams');
    expect(await screen.findByRole('heading', { name: 'All Teams' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByText('Media Team', {}, LAZY)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/v1/team')).toBe(true);
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['MENTOR', ['Business Ideas']],
    ['TOP_TEN', ['Business Ideas']],
  ] as const)(
    'gives a %s only E-Library, Marketplace, bus and prayer, My tasks and the ideas review queue (%j)',
    async (role, ideas) => {
      openDashboard(role);
      expect(await sectionLabels(role)).toEqual([
        'E-Library Management',
        'Marketplace Management',
        'Bus Schedule',
        'Prayer Schedule',
        'My tasks',
        ...ideas,
      ]);
      expect(screen.getByRole('link', { name: 'Leaderboard' })).toBeInTheDocument();
    },
  );

  it("opens an ADMIN's Activity section on the audit table", async () => {
    const { calls } = openDashboard('ADMIN', '/dashboard/activity');
    expect(await screen.findByRole('table', { name: 'Activity' }, LAZY)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/v1/audit/table')).toBe(true);
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a section whose chunk has already arrived in its first render, with no page skeleton (decision 040)', async () => {
    // What the page's prefetch does before the app's first render (main.tsx waits for it).
    await DASHBOARD_SECTION_PAGES.activity.load?.('');
    openDashboard('ADMIN', '/dashboard/activity');
    // Read at once, without waiting: the section is in the first commit.
    expect(screen.getByRole('table', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('gives a TEAM_HEAD Task Management besides E-Library, Marketplace, bus and prayer', async () => {
    openDashboard('TEAM_HEAD');
    expect(await sectionLabels('TEAM_HEAD')).toEqual([
      'E-Library Management',
      'Marketplace Management',
      'Bus Schedule',
      'Prayer Schedule',
      'Task Management',
      'My tasks',
    ]);
  });

  it('sends a MENTOR following an admin link to their own dashboard', async () => {
    openDashboard('MENTOR', '/dashboard/users/teams');
    await sectionLabels('MENTOR');
    expect(screen.queryByRole('heading', { name: 'All Teams' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-Library Management' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['CITIZEN', 'MEMBER'] as const)('gives a %s the Marketplace and E-Library tabs', async (role) => {
    openDashboard(role, '/dashboard/library-soon');
    expect(await sectionLabels(role)).toEqual(['Marketplace', 'E-Library', 'My tasks']);
    expect(await screen.findByText(MSG.eLibraryComingSoon, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText(MSG.stayTuned)).toBeInTheDocument();
  });

  it('gives BUS only the bus schedule and PRAYER only the prayer schedule', async () => {
    const bus = openDashboard('BUS');
    expect(await sectionLabels('BUS')).toEqual(['Bus Schedule', 'My tasks']);
    bus.unmount();
    openDashboard('PRAYER');
    expect(await sectionLabels('PRAYER')).toEqual(['Prayer Schedule', 'My tasks']);
  });

  it('gives a DEVELOPER only My tasks, with an empty state when nothing is assigned', async () => {
    openDashboard('DEVELOPER');
    expect(await sectionLabels('DEVELOPER')).toEqual(['My tasks']);
    expect(await screen.findByText('No tasks for you right now', {}, LAZY)).toBeInTheDocument();
  });
});
