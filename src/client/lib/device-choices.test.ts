import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceChoice, saveDeviceChoice, useDeviceSwitch } from './device-choices';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('device choices', () => {
  it('starts a switch at its default, then keeps what the person chose for the next visit', () => {
    const first = renderHook(() => useDeviceSwitch('neuronest.test.sound', true));
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
    first.unmount();

    const next = renderHook(() => useDeviceSwitch('neuronest.test.sound', true));
    expect(next.result.current[0]).toBe(false);
  });

  it('falls back to the default when what is kept is unreadable or not a switch', () => {
    localStorage.setItem('neuronest.test.broken', '{not json');
    localStorage.setItem('neuronest.test.text', JSON.stringify('off'));
    expect(readDeviceChoice('neuronest.test.broken')).toBeUndefined();
    expect(renderHook(() => useDeviceSwitch('neuronest.test.broken', true)).result.current[0]).toBe(true);
    expect(renderHook(() => useDeviceSwitch('neuronest.test.text', false)).result.current[0]).toBe(false);
  });

  it('still switches when the browser refuses storage, for as long as the page is open', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Storage is off', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Storage is off', 'SecurityError');
    });
    const view = renderHook(() => useDeviceSwitch('neuronest.test.sound', true));
    expect(view.result.current[0]).toBe(true);
    act(() => view.result.current[1](false));
    expect(view.result.current[0]).toBe(false);
    expect(() => saveDeviceChoice('neuronest.test.sound', true)).not.toThrow();
  });
});
