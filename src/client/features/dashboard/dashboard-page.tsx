import { Link } from 'react-router';
import { displayName, newsFor, personalSentence, resolveTimeZone, tipsFor } from '../../../shared/dashboard';
import type { Profile } from '../../../shared/profile';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { useProfile } from '../../lib/profile';
import { useSessionState } from '../../lib/session';
import { FeedbackForm } from './feedback-form';
import { GreetingHeader } from './greeting-header';
import { LocationCard } from './location-card';
import { NewsGrid } from './news-grid';
import { TipsGrid } from './tips-grid';

const NO_PROFILE: Profile = {
  fullName: null,
  age: null,
  gender: null,
  conditions: [],
  location: null,
  updatedAt: null,
};

export default function DashboardPage() {
  const profile = useProfile();
  const session = useSessionState();
  const email = session.status === 'signed-in' ? session.user.email : null;
  return (
    <>
      <title>Dashboard · NeuroNest</title>
      {profile.isPending ? (
        <Loading />
      ) : (
        <Dashboard profile={profile.data ?? NO_PROFILE} email={email} loadFailed={profile.isError} />
      )}
    </>
  );
}

function placeOf(location: Profile['location']): string {
  return [location?.city, location?.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

function Dashboard({
  profile,
  email,
  loadFailed,
}: {
  profile: Profile;
  email: string | null;
  loadFailed: boolean;
}) {
  // SPEC §2: people with ADHD see headings and tips in bionic-reading style.
  const bionic = profile.conditions.includes('ADHD');
  const timeZone = resolveTimeZone(profile.location?.timezone);
  const place = placeOf(profile.location);
  const news = newsFor(profile);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      {loadFailed && (
        <div className="mb-6">
          <Notice tone="error">
            We could not load your profile, so this page is not personalised yet. Please refresh the page to
            try again.
          </Notice>
        </div>
      )}
      <div className="grid gap-6 md:grid-cols-[1fr_auto] md:items-start">
        <GreetingHeader
          name={displayName(profile.fullName, email)}
          sentence={personalSentence(profile)}
          timeZone={timeZone}
          bionic={bionic}
          showClock={place === ''}
        />
        {place !== '' && <LocationCard place={place} timeZone={timeZone} bionic={bionic} />}
      </div>
      {news.length > 0 && <NewsGrid cards={news} bionic={bionic} />}
      <TipsGrid tips={tipsFor(profile.conditions)} bionic={bionic} />
      <FeedbackForm bionic={bionic} />
      <footer className="mt-12 border-t border-line pt-6">
        <Link to="/account" className="font-medium underline underline-offset-4 hover:text-primary-ink">
          Account Settings
        </Link>
      </footer>
    </div>
  );
}
