import { Link } from 'react-router';
import { LegalPage, List, Section } from './legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy" updated="21 November 2026">
      <p className="max-w-prose text-lg">
        NeuroNest keeps only what it needs to work for you. It does not sell or share your data, and it shows
        no adverts.
      </p>
      <Section title="What we store">
        <List>
          <li>
            <strong>Your account:</strong> your e-mail address, your password (only as a scrambled hash, never
            the password itself) and your sign-ins. For each sign-in we keep the device&apos;s network address
            and browser name, to keep your account safe.
          </li>
          <li>
            <strong>Your profile:</strong> name, age, gender, conditions, city, country and time zone, only if
            you give them. Conditions are health information: they stay on the server and are never kept in
            your browser&apos;s storage.
          </li>
          <li>
            <strong>Your settings:</strong> theme, font, reading mode, text size, spacing and the other
            choices in Settings.
          </li>
          <li>
            <strong>Your work in the tools:</strong> tasks, boards, time boxes, budgets, mind maps and text
            conversions you save.
          </li>
          <li>
            <strong>Feedback</strong> you send from the dashboard.
          </li>
        </List>
      </Section>
      <Section id="cookies" title="Cookies">
        <p>NeuroNest uses two cookies, both needed for the app to work. There are no tracking cookies.</p>
        <List>
          <li>A sign-in cookie, so you stay signed in.</li>
          <li>
            A look cookie (<code>nn_appearance</code>), so pages open in your theme, font and spacing without
            a flash. It holds no health information.
          </li>
        </List>
      </Section>
      <Section title="Who else sees it">
        <List>
          <li>
            Usage data is collected only if you turn on &lsquo;Allow anonymous usage data collection&rsquo; in
            Settings › Privacy. It is off unless you turn it on.
          </li>
          <li>
            If this server uses outside services, they get only what they need: the weather service gets your
            city and country, the reading service gets the dashboard&apos;s headings and tips (never your
            name, age or conditions), the AI assistant gets the task or topic you ask about, and the mail
            server gets the e-mails we send you.
          </li>
        </List>
      </Section>
      <Section title="See, download or delete your data">
        <List>
          <li>
            See and change your profile and settings at any time in{' '}
            <Link to="/settings" className="font-medium underline underline-offset-4">
              Settings
            </Link>
            .
          </li>
          <li>
            Download everything we store for you as one file: Settings › Privacy ›{' '}
            <strong>Download my data</strong>.
          </li>
          <li>
            Delete your account and everything saved with it: Settings › Privacy ›{' '}
            <strong>Delete Account</strong>. It happens at once and cannot be undone.
          </li>
        </List>
      </Section>
    </LegalPage>
  );
}
