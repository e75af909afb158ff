// The only script of the prerendered landing page. It settles the colour scheme (as on every page) and
// opens and closes the mobile menu; everything else on the page is plain HTML.
import './preferences-boot';
import './styles';
import { MENU_LABEL, MOBILE_MENU_ID } from './app/menu-labels';

const toggle = document.querySelector<HTMLButtonElement>(`button[aria-controls="${MOBILE_MENU_ID}"]`);
const menu = document.getElementById(MOBILE_MENU_ID);
const label = toggle?.querySelector('.sr-only');

toggle?.addEventListener('click', () => {
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  if (menu) menu.hidden = !open;
  if (label) label.textContent = open ? MENU_LABEL.close : MENU_LABEL.open;
});
