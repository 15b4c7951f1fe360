import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

/** A screen `width` px wide, as matchMedia answers the layout's max-width queries. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

function toaster(): HTMLElement {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  if (!list) throw new Error('no toaster mounted');
  return list;
}

/** The toasts a student can see (sonner keeps the ones behind in the DOM, hidden). */
const visibleToasts = () =>
  [...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]')].map((t) => t.textContent);

// Issue 18 item 8: toasts never cover a dialog's header (a phone's full-screen dialog has its title and close
// button at the top), and only one shows at a time, so an old error never stays behind "User Updated".
describe('AppToaster', () => {
  it('shows toasts at the bottom centre on a phone, one at a time', async () => {
    screenWidth(390);
    render(<AppToaster />);
    act(() => {
      toast.error('Update failed: Network error');
    });
    await screen.findByText('Update failed: Network error');
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster()).toHaveAttribute('data-x-position', 'center');
    act(() => {
      toast.success('User Updated');
    });
    await screen.findByText('User Updated');
    await waitFor(() => expect(visibleToasts()).toEqual([expect.stringContaining('User Updated')]));
  });

  it("shows toasts at the bottom centre on a desktop (clear of a dialog's buttons at the right), one at a time", async () => {
    screenWidth(1280);
    render(<AppToaster />);
    act(() => {
      toast('Approving “Casio fx-991EX”');
      toast('Signed out');
    });
    await screen.findByText('Signed out');
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster()).toHaveAttribute('data-x-position', 'center');
    await waitFor(() => expect(visibleToasts()).toEqual([expect.stringContaining('Signed out')]));
  });
});
