import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('shows its fallback on the first render and its children only after the next frame has been painted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(<AfterFirstPaint fallback={<p>Loading the rest</p>}>{<p>Below the fold</p>}</AfterFirstPaint>);
    expect(screen.getByText('Loading the rest')).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();

    // The animation frame alone is not enough: the frame has not been painted yet.
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();

    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
    expect(screen.queryByText('Loading the rest')).not.toBeInTheDocument();
  });

  it('does nothing after it has been removed before the paint', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const errors = vi.spyOn(console, 'error');
    const { unmount } = render(<AfterFirstPaint>{<p>Below the fold</p>}</AfterFirstPaint>);
    unmount();
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
