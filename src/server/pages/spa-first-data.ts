import type { FirstData } from '../../shared/first-data';
import { FIRST_DATA_ID, firstDataJson } from '../../shared/first-data';

/**
 * Writes the signed-in person's first data into an app page, before the app's scripts, so the first render
 * needs no API round trip (decision 055). `<` is escaped in the JSON: stored text can never end the script.
 */
export function writeFirstData(html: string, data: FirstData): string {
  const script = `<script id="${FIRST_DATA_ID}" type="application/json">${firstDataJson(data)}</script>`;
  return html.replace('<div id="root"></div>', () => `<div id="root"></div>${script}`);
}
