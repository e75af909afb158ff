import { forgetDeviceUser } from './device-user';

/**
 * Forgets everything this device kept of the person (decision 101): who they are and their saved lists and
 * waiting changes. Run before the page leaves at sign-out and after the account is deleted, so the next person
 * on this browser starts empty.
 */
export async function forgetThisDevice() {
  forgetDeviceUser();
  await import('./keep').then((module) => module.forgetDevice()).catch(() => undefined);
}
