import { Faq } from './faq';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { SiteFooter } from './site-footer';

export default function LandingPage() {
  return (
    <>
      <title>NeuroNest: everyday tools for ADHD, autism and dyslexia</title>
      <Hero />
      <FeatureCards />
      <Faq />
      <SiteFooter />
    </>
  );
}
