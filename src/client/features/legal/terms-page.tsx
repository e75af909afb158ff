import { LegalPage, List, Section } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage title="Terms" updated="21 November 2026">
      <p className="max-w-prose text-lg">
        The short version: use NeuroNest kindly, and your work stays yours.
      </p>
      <Section title="What NeuroNest is">
        <p>
          NeuroNest is a set of tools for focus, reading, planning and calm, made with people with ADHD,
          autism and dyslexia in mind. It is in beta: some parts are still being built.
        </p>
        <p>
          It is not medical advice. The tips, news and suggestions are there to help day to day. For diagnosis
          or treatment, please talk to a health professional.
        </p>
      </Section>
      <Section title="Your account">
        <List>
          <li>Keep your password to yourself. If you think someone else knows it, change it in Settings.</li>
          <li>One account is for one person.</li>
          <li>Please do not use NeuroNest to harm others or to break the law.</li>
        </List>
      </Section>
      <Section title="Your work">
        <List>
          <li>What you write in NeuroNest belongs to you. We store it only to show it back to you.</li>
          <li>You can download it or delete it at any time (see the Privacy page).</li>
        </List>
      </Section>
      <Section title="Suggestions from the assistant">
        <p>
          Some tools suggest steps or topics. These suggestions can be wrong or unsuitable. Use your own
          judgement before acting on them.
        </p>
      </Section>
      <Section title="Changes">
        <p>
          NeuroNest will change as it grows. If these terms change in a way that matters, we will say so in
          the app before the change applies.
        </p>
      </Section>
    </LegalPage>
  );
}
