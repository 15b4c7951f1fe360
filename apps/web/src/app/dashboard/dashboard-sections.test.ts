import { describe, expect, it } from 'vitest';
import { resolveDashboard } from './dashboard-sections';

describe('resolveDashboard', () => {
  it('sends a guest to sign in', () => {
    expect(resolveDashboard('', 'users')).toEqual({ kind: 'guest' });
    expect(resolveDashboard(null, '')).toEqual({ kind: 'guest' });
  });

  it("opens the role's first section at /dashboard", () => {
    expect(resolveDashboard('ADMIN', '')).toEqual({ kind: 'redirect', to: '/dashboard/users' });
    expect(resolveDashboard('MENTOR', '')).toEqual({ kind: 'redirect', to: '/dashboard/e-library' });
    expect(resolveDashboard('MEMBER', '')).toEqual({ kind: 'redirect', to: '/dashboard/listings' });
    expect(resolveDashboard('BUS', '')).toEqual({ kind: 'redirect', to: '/dashboard/bus-schedule' });
    expect(resolveDashboard('PRAYER', '')).toEqual({ kind: 'redirect', to: '/dashboard/prayer-schedule' });
  });

  it('lands deep links on their section and sub-section', () => {
    expect(resolveDashboard('ADMIN', 'users/teams')).toEqual({ kind: 'section', section: 'users', sub: 'teams' });
    expect(resolveDashboard('ADMIN', 'users')).toEqual({ kind: 'section', section: 'users', sub: '' });
    expect(resolveDashboard('ADMIN', 'bus-schedule')).toEqual({ kind: 'section', section: 'bus-schedule', sub: '' });
    expect(resolveDashboard('TEAM_HEAD', 'marketplace')).toEqual({ kind: 'section', section: 'marketplace', sub: '' });
  });

  it("redirects a section the role does not hold to the role's own dashboard", () => {
    expect(resolveDashboard('MENTOR', 'users/teams')).toEqual({ kind: 'redirect', to: '/dashboard/e-library' });
    expect(resolveDashboard('BUS', 'prayer-schedule')).toEqual({ kind: 'redirect', to: '/dashboard/bus-schedule' });
    expect(resolveDashboard('CITIZEN', 'e-library')).toEqual({ kind: 'redirect', to: '/dashboard/listings' });
    // The Activity (audit log) section is the ADMIN's alone.
    expect(resolveDashboard('ADMIN', 'activity')).toEqual({ kind: 'section', section: 'activity', sub: '' });
    expect(resolveDashboard('MENTOR', 'activity')).toEqual({ kind: 'redirect', to: '/dashboard/e-library' });
  });

  it('redirects unknown sub-sections to their section', () => {
    expect(resolveDashboard('ADMIN', 'users/nope')).toEqual({ kind: 'redirect', to: '/dashboard/users' });
    expect(resolveDashboard('ADMIN', 'events/extra')).toEqual({ kind: 'redirect', to: '/dashboard/events' });
  });

  it('gives a DEVELOPER only "My tasks"', () => {
    expect(resolveDashboard('DEVELOPER', '')).toEqual({ kind: 'redirect', to: '/dashboard/my-tasks' });
    expect(resolveDashboard('DEVELOPER', 'users')).toEqual({ kind: 'redirect', to: '/dashboard/my-tasks' });
  });

  it('opens Task Management for ADMIN and TEAM_HEAD only, and "My tasks" for every role', () => {
    expect(resolveDashboard('TEAM_HEAD', 'tasks')).toEqual({ kind: 'section', section: 'tasks', sub: '' });
    expect(resolveDashboard('ADMIN', 'tasks')).toEqual({ kind: 'section', section: 'tasks', sub: '' });
    expect(resolveDashboard('MEMBER', 'tasks')).toEqual({ kind: 'redirect', to: '/dashboard/listings' });
    expect(resolveDashboard('MENTOR', 'tasks')).toEqual({ kind: 'redirect', to: '/dashboard/e-library' });
    for (const role of ['ADMIN', 'MEMBER', 'CITIZEN', 'BUS', 'PRAYER', 'TEAM_HEAD', 'DEVELOPER'] as const) {
      expect(resolveDashboard(role, 'my-tasks')).toEqual({ kind: 'section', section: 'my-tasks', sub: '' });
    }
  });
});
