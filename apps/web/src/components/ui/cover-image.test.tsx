import type { TLibraryItem } from '@campus/shared/schemas/elibrary';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LibraryTile } from '../../features/elibrary/components/library-tile';
import { CoverImage } from './cover-image';

describe('CoverImage', () => {
  it('shows the picture while it loads', () => {
    render(<CoverImage src="/uploads/poster.webp" alt="Spring fest poster" className="aspect-[4/3] w-full" />);
    expect(screen.getByRole('img', { name: 'Spring fest poster' }).tagName).toBe('IMG');
    expect(screen.queryByTestId('cover-placeholder')).toBeNull();
  });

  it('gives way to a placeholder of the same box, named like the picture, when the picture cannot load', () => {
    render(<CoverImage src="/uploads/missing.webp" alt="Spring fest poster" className="aspect-[4/3] w-full" />);
    fireEvent.error(screen.getByRole('img', { name: 'Spring fest poster' }));
    const placeholder = screen.getByTestId('cover-placeholder');
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveClass('aspect-[4/3]', 'w-full');
    expect(placeholder).toHaveTextContent('Spring fest poster');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tries again when the picture changes', () => {
    const { rerender } = render(<CoverImage src="/uploads/missing.webp" alt="Cover" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    rerender(<CoverImage src="/uploads/new.webp" alt="Cover" />);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/uploads/new.webp');
  });
});

describe('a library tile whose picture is gone (a removed upload)', () => {
  it('shows the placeholder in the tile, never a broken image', () => {
    const item = {
      id: 7,
      title: 'Thermodynamics notes',
      images: ['/uploads/removed.webp'],
      createdAt: '2026-11-20T10:00:00.000Z',
    } as TLibraryItem;
    const { container } = render(<LibraryTile item={item} onOpen={() => undefined} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('cover-placeholder')).toHaveClass('h-full', 'w-full');
    expect(screen.getByRole('button')).toHaveTextContent('Thermodynamics notes');
  });
});
