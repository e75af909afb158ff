let deviceZone: string | undefined;

/**
 * The device's time zone. Read once and kept: each read makes a date formatter, and the day tools ask on
 * every render. Read again after the app has been out of view, as the device may have moved zone meanwhile.
 */
export function deviceTimeZone(): string {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => (deviceZone = undefined));
}
