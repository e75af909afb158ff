import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreenAt } from './lib/screen-loaders';
import { registerServiceWorker } from './app/service-worker';
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
