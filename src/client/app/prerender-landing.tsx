// Run at build time (vite.config.ts): the landing page as HTML, so it reads completely before any script
// arrives, and with scripts turned off.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import LandingPage from '../features/landing/landing-page';
import { LayoutFrame } from './layout';
import { NavBarView } from './nav-bar';

export interface PrerenderedPage {
  title: string;
  body: string;
}

export function prerenderLanding(): PrerenderedPage {
  const html = renderToString(
    <StaticRouter location="/">
      <LayoutFrame nav={<NavBarView session={{ status: 'signed-out' }} menuOpen={false} />}>
        <LandingPage />
      </LayoutFrame>
    </StaticRouter>,
  );
  // The page's <title> belongs in the head of the document, not where the component sits.
  const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? 'NeuroNest';
  return { title, body: html.replace(/<title>.*?<\/title>/, '') };
}
