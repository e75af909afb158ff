import type { FirstData } from '../../shared/first-data';
import { FIRST_DATA_ID } from '../../shared/first-data';

/**
 * The signed-in person's session, settings and profile as the server wrote them into this page (decision 055),
 * or null (signed out, or the server could not read them: the app then asks the API as usual). Read once and
 * taken out of the page, so the profile stays only in the app's memory.
 */
export const firstData: FirstData | null = takeFirstData();

function takeFirstData(): FirstData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstData;
  } catch {
    return null;
  }
}
