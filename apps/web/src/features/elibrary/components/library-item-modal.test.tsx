import { MSG } from '@campus/shared/messages';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { libraryItem } from '../elibrary-test-data';
import { LibraryItemModal } from './library-item-modal';

const item = libraryItem(4, { title: 'Soil Science Past Papers' });

function renderModal(overrides = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<LibraryItemModal item={{ ...item, ...overrides }} onClose={onClose} />);
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Soil Science Past Papers' }) };
}

const mainImage = () => screen.getByRole('button', { name: /in full screen/ });

describe('LibraryItemModal', () => {
  it('shows author, category and the created date and time in Asia/Dhaka', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByText('Kamrul Hasan')).toBeInTheDocument();
    expect(within(dialog).getByText('Question Banks')).toBeInTheDocument();
    expect(within(dialog).getByText('15 Mar 2026, 12:30 AM')).toBeInTheDocument();
  });

  it("offers 'Download Resource' opening safely in a new tab, and hides it without a link", () => {
    renderModal();
    const link = screen.getByRole('link', { name: MSG.downloadResource });
    expect(link).toHaveAttribute('href', 'https://files.example.org/4.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no download link when the item has no externalLink', () => {
    renderModal({ externalLink: null });
    expect(screen.queryByRole('link', { name: MSG.downloadResource })).not.toBeInTheDocument();
  });

  it('pages through the gallery with previous/next buttons and the arrow keys, wrapping around', async () => {
    const { user } = renderModal();
    expect(screen.getByRole('img', { name: 'Soil Science Past Papers (1 of 3)' })).toHaveAttribute(
      'src',
      '/uploads/4-1.svg',
    );
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Soil Science Past Papers (2 of 3)' })).toHaveAttribute(
      'src',
      '/uploads/4-2.svg',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Soil Science Past Papers (3 of 3)' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Soil Science Past Papers (1 of 3)' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Soil Science Past Papers (3 of 3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('selects on a thumbnail click and opens full screen on a double click', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(mainImage()).toHaveAccessibleName('Open image 3 of 3 in full screen');
    expect(screen.queryByRole('dialog', { name: /full screen/ })).not.toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Show image 2' }));
    const viewer = screen.getByRole('dialog', { name: /^Soil Science Past Papers.*full screen$/ });
    expect(within(viewer).getByRole('img', { name: 'Soil Science Past Papers (2 of 3)' })).toHaveAttribute(
      'src',
      '/uploads/4-2.svg',
    );
  });

  it('opens full screen from the main image; arrows page there and Escape leaves full screen only', async () => {
    const { user, onClose } = renderModal();
    await user.click(mainImage());
    const viewer = screen.getByRole('dialog', { name: /full screen/ });
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(within(viewer).getByRole('img', { name: 'Soil Science Past Papers (3 of 3)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /full screen/ })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(mainImage()).toHaveAccessibleName('Open image 3 of 3 in full screen');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when a resource has no images', () => {
    renderModal({ images: [], description: '' });
    expect(screen.getByText('No images for this resource')).toBeInTheDocument();
  });

  it('names the gallery and its buttons in Bangla, with Bengali digits', async () => {
    await act(() => setLanguage('bn'));
    const { user } = renderModal();
    expect(screen.getByRole('img', { name: 'Soil Science Past Papers (৩টির ১ নম্বর)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পরের ছবি' }));
    expect(screen.getByText('২ / ৩')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '২ নম্বর ছবি দেখুন' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: '৩টির ২ নম্বর ছবি পূর্ণ পর্দায় খুলুন' }));
    expect(await screen.findByRole('button', { name: 'পূর্ণ পর্দা বন্ধ করুন' })).toBeVisible();
  });
});
