import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pagesOf } from './pager';

describe('pagesOf', () => {
  it('covers the pages of an exact total', () => {
    expect(pagesOf({ page: 1, limit: 50, total: 120 }, 50)).toEqual({ pages: 3, open: false });
    expect(pagesOf({ page: 1, limit: 50, total: 0 }, 0)).toEqual({ pages: 1, open: false });
  });

  it('offers one more page while a search that counted up to its cap shows full pages', () => {
    const capped = { limit: 100, total: 1000, atLeast: true as const };
    expect(pagesOf({ ...capped, page: 1 }, 100)).toEqual({ pages: 10, open: true });
    expect(pagesOf({ ...capped, page: 10 }, 100)).toEqual({ pages: 11, open: true });
    expect(pagesOf({ ...capped, page: 11 }, 100)).toEqual({ pages: 12, open: true });
    // A short page past the counted ones is the last.
    expect(pagesOf({ ...capped, page: 12 }, 40)).toEqual({ pages: 12, open: false });
  });
});

describe('Pager', () => {
  it('says the page count is open-ended and lets the member page on past it', async () => {
    const onPage = vi.fn();
    render(<Pager page={10} pages={11} open onPage={onPage} />);
    expect(screen.getByText('Page 10 of 11+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(11);
  });

  it('disables Next on the last page of an exact total', () => {
    render(<Pager page={3} pages={3} onPage={() => {}} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
