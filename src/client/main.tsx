import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreenAt } from './app/screen-route';
import { registerServiceWorker } from './app/service-worker';
import { deviceTimeZone } from './lib/device-time-zone';
import './styles';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const app = createRoot(root);
// The first render waits for the screen's own chunk, so it draws the screen at once. It runs as a transition:
// React then works in slices and leaves the main thread free between them, rather than in one long task.
void loadScreenAt(location.pathname).then(() => {
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  registerServiceWorker();
});
// Meanwhile, while the screen's chunk is on its way, in a task of its own: the page's first date formatter makes
// the browser load its date and number data, 40 to 80 ms on a desktop and four times that on a phone. Done
// before anything is on screen, it no longer holds up the first tap on a screen that draws its controls after
// its header (decision 114).
setTimeout(deviceTimeZone);
