import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from './device-time-zone';

/** The device's zone as the browser reports it, and how many date formatters were made to ask. */
function deviceIn(zone: { current: string }) {
  return vi
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: zone.current }) }) as unknown as Intl.DateTimeFormat,
    );
}

const leaveAndComeBack = () => document.dispatchEvent(new Event('visibilitychange'));

afterEach(() => vi.restoreAllMocks());

describe('the device time zone', () => {
  it('is read with one date formatter and kept for every later render', () => {
    leaveAndComeBack();
    const zone = { current: 'Europe/Berlin' };
    const formatters = deviceIn(zone);
    expect(deviceTimeZone()).toBe('Europe/Berlin');
    expect(deviceTimeZone()).toBe('Europe/Berlin');
    expect(formatters).toHaveBeenCalledTimes(1);
  });

  it('is read again after the app has been out of view, when the device may have moved zone', () => {
    leaveAndComeBack();
    const zone = { current: 'Europe/Berlin' };
    const formatters = deviceIn(zone);
    expect(deviceTimeZone()).toBe('Europe/Berlin');
    zone.current = 'Asia/Tokyo';
    expect(deviceTimeZone()).toBe('Europe/Berlin');
    leaveAndComeBack();
    expect(deviceTimeZone()).toBe('Asia/Tokyo');
    expect(formatters).toHaveBeenCalledTimes(2);
  });
});
