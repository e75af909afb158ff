import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition lets React pause between parts of the first render, so a slow phone stays responsive while
// the app starts (no long task blocks a tap or a key press).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
