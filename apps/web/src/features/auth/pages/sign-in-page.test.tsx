import { MSG } from '@campus/shared/messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBody, renderWithStore, stubApi } from '../../../test/test-utils';
import SignInPage from './sign-in-page';

afterEach(() => vi.unstubAllGlobals());

const window_ = (isOpenNow: boolean) => ({
  id: 1,
  isOpen: isOpenNow,
  isOpenNow,
  openForId: 1,
  openFor: { id: 1, name: 'Bangladesh Agricultural University' },
  imageUrl: '/uploads/demo/reg.svg',
  deadline: '2026-10-31T18:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
});

function serve(isOpenNow: boolean) {
  stubApi((call) => (call.path === '/auth/announcement' ? { body: listBody([window_(isOpenNow)]) } : undefined));
}

describe('Sign-in page', () => {
  it('links newcomers to registration while a window is open', async () => {
    serve(true);
    renderWithStore(<SignInPage />);
    expect(await screen.findByRole('link', { name: 'Register for the society' })).toHaveAttribute('href', '/sign-up');
  });

  it('says registration is closed, with when it closed, instead of linking to a closed page', async () => {
    serve(false);
    renderWithStore(<SignInPage />);
    const note = await screen.findByText(
      (_, el) => el?.tagName === 'P' && el.textContent?.includes(MSG.registrationNextWindow) === true,
    );
    expect(note).toHaveTextContent(`${MSG.registrationClosedTitle} (the last window closed 1 Nov 2026`);
    expect(screen.queryByRole('link', { name: 'Register for the society' })).toBeNull();
  });

  it('says why after the app signed the member out for a role change', async () => {
    serve(true);
    renderWithStore(<SignInPage />, { route: { pathname: '/sign-in', state: { reason: 'role-changed' } } });
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.roleChangedSignIn);
  });

  it('says nothing of the kind on an ordinary visit', async () => {
    serve(true);
    renderWithStore(<SignInPage />);
    await screen.findByRole('link', { name: 'Register for the society' });
    expect(screen.queryByText(MSG.roleChangedSignIn)).toBeNull();
  });
});
