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
  });

  it('redirects unknown sub-sections to their section', () => {
    expect(resolveDashboard('ADMIN', 'users/nope')).toEqual({ kind: 'redirect', to: '/dashboard/users' });
    expect(resolveDashboard('ADMIN', 'events/extra')).toEqual({ kind: 'redirect', to: '/dashboard/events' });
  });

  it('gives a DEVELOPER an empty dashboard', () => {
    expect(resolveDashboard('DEVELOPER', '')).toEqual({ kind: 'empty' });
    expect(resolveDashboard('DEVELOPER', 'users')).toEqual({ kind: 'empty' });
  });
});
