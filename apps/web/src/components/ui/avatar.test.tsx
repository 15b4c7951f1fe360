import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it("shows the member's picture, named by them", () => {
    render(<Avatar src="/uploads/rafi.webp" name="Rafi Ahmed" />);
    expect(screen.getByRole('img', { name: 'Rafi Ahmed' }).tagName).toBe('IMG');
  });

  it('shows the initials instead of a broken picture when it cannot load', () => {
    render(<Avatar src="/uploads/missing.webp" name="Rafi Ahmed" />);
    fireEvent.error(screen.getByRole('img', { name: 'Rafi Ahmed' }));
    const fallback = screen.getByRole('img', { name: 'Rafi Ahmed' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('RA');
  });

  it('shows the initials when there is no picture', () => {
    render(<Avatar src={null} name="Mina Sultana" />);
    expect(screen.getByRole('img', { name: 'Mina Sultana' })).toHaveTextContent('MS');
  });
});
