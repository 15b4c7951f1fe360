import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollDirection } from './use-scroll-direction';

function scrollTo(y: number) {
  act(() => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrollDirection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not read the scroll position when it mounts (that would force a layout on the first screen)', () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    renderHook(() => useScrollDirection());
    expect(scrollY).not.toHaveBeenCalled();
  });

  it("says 'down' while the page scrolls down past the bars, 'up' when it scrolls back", () => {
    const { result } = renderHook(() => useScrollDirection());
    expect(result.current).toBe('up');
    scrollTo(400); // the first scroll only sets where the page is
    expect(result.current).toBe('up');
    scrollTo(404); // under the threshold
    expect(result.current).toBe('up');
    scrollTo(500);
    expect(result.current).toBe('down');
    scrollTo(450);
    expect(result.current).toBe('up');
  });

  it("stays 'up' near the top of the page", () => {
    const { result } = renderHook(() => useScrollDirection());
    scrollTo(0);
    scrollTo(40);
    expect(result.current).toBe('up');
  });
});
