import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  dashboardReadingMode,
  displayName,
  newsFor,
  personalSentence,
  resolveTimeZone,
  tipsFor,
} from '../../../shared/dashboard';
import { DEFAULT_APPEARANCE } from '../../../shared/appearance';
import type { Profile } from '../../../shared/profile-choices';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { dayPlanQuery } from '../../lib/day-plan';
import { useOnline } from '../../lib/offline/online';
import { deviceTimeZone } from '../../lib/device-time-zone';
import { useProfile } from '../../lib/profile';
import { useSessionState } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { DashboardReadingProvider } from './dashboard-reading';
import { FEEDBACK_HEADING, FeedbackForm } from './feedback-form';
import { GreetingHeader } from './greeting-header';
import { LOCATION_HEADING, LocationCard } from './location-card';
import { NEWS_HEADING, NewsGrid } from './news-grid';
import { TIPS_HEADING, TipsGrid } from './tips-grid';
import { TodayCards } from './today-cards';

/** What the reading mode reads when the settings could not be loaded: the defaults, nothing chosen. */
const NO_SETTINGS = { fontStyle: DEFAULT_APPEARANCE.fontStyle, readingModeChosen: false };

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
  const settings = useSettings();
  const online = useOnline();
  // docs/product.md#screens's bionic style for ADHD, unless the person chose a reading mode themselves (decision 028).
  const mode = dashboardReadingMode(settings.data ?? NO_SETTINGS, profile.conditions);
  const timeZone = resolveTimeZone(profile.location?.timezone);
  const plan = useQuery({
    ...dayPlanQuery(timeZone ?? deviceTimeZone()),
    retry: false,
  });
  // Everything below the greeting waits for today's cards, answered or not (or the request waiting for a
  // connection), so the cards never push news and tips down as the page is read.
  const planSettled = !plan.isPending || plan.fetchStatus !== 'fetching';
  const place = placeOf(profile.location);
  const news = newsFor(profile);
  const tips = tipsFor(profile.conditions);
  // Everything the reading service may see, asked for in one request. Not the greeting (it holds the
  // person's name) nor the sentence (it holds their age and conditions).
  const serviceTexts = [
    ...(place !== '' ? [LOCATION_HEADING] : []),
    ...(news.length > 0 ? [NEWS_HEADING, ...news.flatMap((card) => [card.title, card.description])] : []),
    TIPS_HEADING,
    ...tips.flatMap((tip) => [tip.title, tip.text]),
    FEEDBACK_HEADING,
  ];
  return (
    <DashboardReadingProvider mode={mode} texts={serviceTexts}>
      <div className="mx-auto max-w-5xl px-4 py-10">
        {loadFailed && (
          <div className="mb-6">
            {online ? (
              <Notice tone="error">
                We could not load your profile, so this page is not personalised yet. Please refresh the page
                to try again.
              </Notice>
            ) : (
              <Notice tone="info">
                Your profile is kept only on the server, so this page is personalised again when you are back
                online.
              </Notice>
            )}
          </div>
        )}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 @3xl:grid-cols-[minmax(0,1fr)_auto] @3xl:items-start">
          <GreetingHeader
            name={displayName(profile.fullName, email)}
            sentence={personalSentence(profile)}
            timeZone={timeZone}
            showClock={place === ''}
          />
          {place !== '' && <LocationCard place={place} timeZone={timeZone} />}
        </div>
        {/* Until then the space stays open, so the page's footer is not drawn in view only to be pushed out. */}
        {!planSettled && <div className="min-h-screen" />}
        {planSettled && (
          <>
            <TodayCards plan={plan.data} />
            {news.length > 0 && <NewsGrid cards={news} />}
            <TipsGrid tips={tips} />
            <FeedbackForm />
            <footer className="mt-12 border-t border-line pt-6">
              <Link to="/account" className="font-medium underline underline-offset-4 hover:text-primary-ink">
                Account Settings
              </Link>
            </footer>
          </>
        )}
      </div>
    </DashboardReadingProvider>
  );
}
