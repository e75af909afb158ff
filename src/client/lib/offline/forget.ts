import { forgetDeviceChoices } from '../device-choices';
import { forgetDeviceUser } from './device-user';

/**
 * Forgets everything this device kept of the person (decision 101): who they are, their saved lists and
 * waiting changes (the whole database), what was running (a routine in play, focus blocks), the device's
 * choices, and the push subscription for their reminders (decision 104). Run before the page leaves at
 * sign-out and after the account is deleted, so the next person on this browser starts empty.
 */
export async function forgetThisDevice() {
  forgetDeviceUser();
  await Promise.all([
    import('./keep').then((module) => module.forgetDevice()).catch(() => undefined),
    // Reminders pushed to this browser stop with the person's session (docs/product.md#reminders).
    import('../reminders/notifications').then((module) => module.forgetPush()).catch(() => undefined),
  ]);
  // Last: forgetting the push subscription writes its own key on the way.
  forgetDeviceChoices();
}
