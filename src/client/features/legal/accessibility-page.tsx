import { Link } from 'react-router';
import { LegalPage, List, Section } from './legal-page';

export default function AccessibilityPage() {
  return (
    <LegalPage title="Accessibility" updated="21 November 2026">
      <p className="max-w-prose text-lg">
        NeuroNest is built for people who are often let down by cluttered or hard-to-use software. Being easy
        to use, in the way that suits you, is the point of it.
      </p>
      <Section title="The standard we meet">
        <p>
          NeuroNest aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every screen
          is checked with automated tests in a real browser, and by hand with the keyboard alone.
        </p>
      </Section>
      <Section title="What you can do">
        <List>
          <li>Use every screen with a keyboard alone, or with a screen reader.</li>
          <li>
            Choose a theme, light or dark, a font (including OpenDyslexic), a text size, line spacing and a
            reading mode (Bold Start or Bionic Reading) in Settings › Appearance and Accessibility.
          </li>
          <li>Turn on a reading ruler or current-line highlight to keep your place in longer text.</li>
          <li>Stop movement and animation with Reduce motion, or follow your device&apos;s setting.</li>
          <li>
            Zoom to 200% or use a narrow screen (320 pixels wide) without text being cut off or scrolling
            sideways.
          </li>
        </List>
      </Section>
      <Section title="If something gets in your way">
        <p>
          Please tell us. Describe what you were trying to do and what stopped you; we read every message and
          treat barriers as bugs to fix first.
        </p>
        <List>
          <li>
            Signed in: use <strong>Share your feedback</strong> at the bottom of your{' '}
            <Link to="/dashboard" className="font-medium underline underline-offset-4">
              dashboard
            </Link>
            .
          </li>
          <li>
            Not signed in, or the feedback form itself is the barrier: contact the person or organisation that
            runs this NeuroNest server, who passes it on to us.
          </li>
        </List>
      </Section>
    </LegalPage>
  );
}
