// The only script of the prerendered landing page. It settles the colour scheme (as on every page) and
// opens and closes the mobile menu, and says so when the person has just deleted their account; everything else on the page is plain HTML.
import './preferences-boot';
import './styles';
import { MENU_LABEL, MOBILE_MENU_ID } from './app/menu-labels';
import { FAREWELL } from './lib/farewell';

const toggle = document.querySelector<HTMLButtonElement>(`button[aria-controls="${MOBILE_MENU_ID}"]`);
const menu = document.getElementById(MOBILE_MENU_ID);
const label = toggle?.querySelector('.sr-only');

toggle?.addEventListener('click', () => {
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  if (menu) menu.hidden = !open;
  if (label) label.textContent = open ? MENU_LABEL.close : MENU_LABEL.open;
});

const query = new URLSearchParams(window.location.search);
if (query.get(FAREWELL.param) === FAREWELL.value) {
  const notice = document.getElementById(FAREWELL.noticeId);
  if (notice) notice.hidden = false;
  // Said once: a reload or a bookmark of this address shows the plain landing page.
  query.delete(FAREWELL.param);
  const rest = query.toString();
  window.history.replaceState(
    null,
    '',
    `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
  );
}
