// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMobileWidth, useIsMobile } from './use-is-mobile.ts';

const setBodyWidth = (width: number) =>
  Object.defineProperty(document.body, 'clientWidth', { value: width, configurable: true });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('isMobileWidth (spec 9: under 640 px)', () => {
  it('puts 639 px on mobile and 640 px not', () => {
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(639)).toBe(true);
    expect(isMobileWidth(640)).toBe(false);
  });
});

describe('useIsMobile', () => {
  it('measures the body again 150 ms after the last resize', () => {
    setBodyWidth(1440);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    setBodyWidth(375);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(100);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(149);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });
});
