// The floor of the bench: the least a React page can fetch, built by the project's own Vite.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Hello</h1>);
