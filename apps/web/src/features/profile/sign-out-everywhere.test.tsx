import { MSG } from '@campus/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithStore, stubApi } from '../../test/test-utils';
import { SignOutEverywhere } from './sign-out-everywhere';

afterEach(() => vi.unstubAllGlobals());

const MEMBER = { id: 7 };

function serve(status = 200) {
  return stubApi(({ path }) =>
    path === '/auth/logout/everywhere'
      ? { status, body: status === 200 ? envelope(null, MSG.signedOutEverywhere) : { success: false, message: 'x' } }
      : undefined,
  );
}

const sentEverywhere = (calls: ReturnType<typeof serve>) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/auth/logout/everywhere');

describe('Sign out everywhere', () => {
  it('asks first; Cancel closes the dialog and signs no one out', async () => {
    const calls = serve();
    const { store } = renderWithStore(<SignOutEverywhere />, { user: MEMBER });
    await userEvent.click(screen.getByRole('button', { name: MSG.signOutEverywhere }));
    const dialog = await screen.findByRole('dialog', { name: MSG.signOutEverywhereQuestion });
    expect(dialog).toHaveTextContent(MSG.signOutEverywhereExplained);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentEverywhere(calls)).toHaveLength(0);
    expect(store.getState().auth.token).toBeTruthy();
  });

  it('once confirmed, revokes every token on the server and signs out on this device too', async () => {
    const calls = serve();
    const { store } = renderWithStore(<SignOutEverywhere />, { user: MEMBER, toaster: true });
    await userEvent.click(screen.getByRole('button', { name: MSG.signOutEverywhere }));
    const dialog = await screen.findByRole('dialog');
    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === MSG.signOutEverywhere);
    await userEvent.click(confirm as HTMLButtonElement);
    expect(await screen.findByText(MSG.signedOutEverywhere)).toBeInTheDocument();
    expect(sentEverywhere(calls).map((c) => c.body)).toEqual([{ confirm: true }]);
    expect(store.getState().auth.token).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays signed in with the dialog open when the server could not be reached, so the member can retry', async () => {
    serve(500);
    const { store } = renderWithStore(<SignOutEverywhere />, { user: MEMBER, toaster: true });
    await userEvent.click(screen.getByRole('button', { name: MSG.signOutEverywhere }));
    const dialog = await screen.findByRole('dialog');
    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === MSG.signOutEverywhere);
    await userEvent.click(confirm as HTMLButtonElement);
    expect(await screen.findByText(MSG.logoutFailed)).toBeInTheDocument();
    expect(store.getState().auth.token).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
