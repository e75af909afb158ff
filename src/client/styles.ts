// The stylesheet of every page, the landing page's included.
// Self-hosted fonts of the settings (no font CDN). A font file downloads only when a screen uses it.
import '@fontsource/opendyslexic/400.css';
import '@fontsource/opendyslexic/700.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
import './index.css';
