import { describe, expect, it } from 'vitest';
import { pageOfPath } from './page-of-path';
import { routeLoader } from './router';

describe('pageOfPath', () => {
  it('names the page of every route of the app', () => {
    expect(pageOfPath('/')).toBe('home-page');
    expect(pageOfPath('/marketplace')).toBe('marketplace-page');
    expect(pageOfPath('/marketplace/')).toBe('marketplace-page');
    expect(pageOfPath('/marketplace/42')).toBe('item-page');
    expect(pageOfPath('/course')).toBe('course-page');
    expect(pageOfPath('/dashboard/users/teams')).toBe('dashboard-page');
    expect(pageOfPath('/news/7')).toBe('news-page');
    expect(pageOfPath('/games/snake')).toBe('games-routes');
    expect(pageOfPath('/notifications')).toBe('inbox-page');
  });

  it('knows no page for unknown paths, including names of object properties', () => {
    expect(pageOfPath('/nowhere')).toBeUndefined();
    expect(pageOfPath('/constructor')).toBeUndefined();
    expect(pageOfPath('/__proto__/x')).toBeUndefined();
    expect(routeLoader('/toString')).toBeUndefined();
  });

  it('gives the router a chunk loader for each page', () => {
    expect(routeLoader('/marketplace/3')).toBeTypeOf('function');
    expect(routeLoader('/marketplace/3')).not.toBe(routeLoader('/marketplace'));
  });
});
