/**
 * Who was last signed in on this device, so the app can open without a connection (decision 101). Only what
 * the session shows (id, e-mail, name), never the profile: health data stays out of browser storage (decision
 * 001). Written when the server confirms a session, removed when it says there is none, at sign-out and when
 * the account is deleted.
 */
export interface DeviceUser {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

const KEY = 'neuronest-device-user';

export function keepDeviceUser({ id, email, name, createdAt }: DeviceUser) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ id, email, name, createdAt }));
  } catch {
    // Storage may be off: the app then needs a connection to open, as before.
  }
}

export function deviceUser(): DeviceUser | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<DeviceUser> | null;
    if (!kept || typeof kept.id !== 'string' || typeof kept.email !== 'string') return null;
    return { id: kept.id, email: kept.email, name: kept.name ?? '', createdAt: kept.createdAt ?? '' };
  } catch {
    return null;
  }
}

export function forgetDeviceUser() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
