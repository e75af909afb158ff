import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Profile } from '../../../shared/profile';
import { timeZoneName } from '../../../shared/location';
import { GENDER_LABELS } from '../../../shared/profile-choices';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { useProfile, useTimeZone } from '../../lib/profile';
import { zoneFormats } from '../../../shared/clock-time';
import { ChangeEmailCard } from './change-email-form';
import { ChangePasswordCard } from './change-password-form';
import { ProfileForm } from './profile-form';
import { PanelLoading, SettingsCard } from './settings-card';
import { SaveStatus } from './save-status';
import { useAccount } from './use-account';

const NOT_SET = 'Not set';
const EDIT_BUTTON_ID = 'settings-edit-profile';

/** Personal Information (view, or edit with Save and Cancel), Account Information, and changing the sign-in. */
export function ProfileTab() {
  return (
    <div className="space-y-6">
      <PersonalInformation />
      <AccountInformation />
      <ChangeEmailCard />
      <ChangePasswordCard />
    </div>
  );
}

function PersonalInformation() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const returnFocus = useRef(false);

  useEffect(() => {
    // Back from the form: focus goes to where the user left from, not to the top of the page.
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(EDIT_BUTTON_ID)?.focus();
  }, [editing]);

  const leaveForm = (didSave: boolean) => {
    returnFocus.current = true;
    setSaved(didSave);
    setEditing(false);
  };

  return (
    <SettingsCard title="Personal Information">
      {profile.isPending ? (
        <PanelLoading />
      ) : profile.isError ? (
        <Notice tone="error">Your profile could not be loaded. Please reload the page to try again.</Notice>
      ) : editing ? (
        <ProfileForm profile={profile.data} onDone={leaveForm} />
      ) : (
        <>
          <ProfileDetails profile={profile.data} />
          <Button
            id={EDIT_BUTTON_ID}
            variant="secondary"
            className="mt-6"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-5" />
            Edit Profile
          </Button>
        </>
      )}
      {/* Always there, so screen readers hear "Saved" when the form closes after a save. */}
      <SaveStatus state={saved ? 'saved' : 'idle'} className="mt-3" />
    </SettingsCard>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: Row[] = [
    ['Name', profile.fullName || null],
    ['Age', profile.age == null ? null : String(profile.age)],
    ['Gender', profile.gender ? GENDER_LABELS[profile.gender] : null],
    ['Conditions', profile.conditions.length > 0 ? profile.conditions.join(', ') : null],
    ['Location', placeOf(profile.location)],
    ['Time zone', profile.location?.timezone ? timeZoneName(profile.location.timezone) : null],
  ];
  return <DetailList rows={rows} />;
}

function placeOf(location: Profile['location']): string | null {
  const place = [location?.city, location?.country].map((part) => part?.trim()).filter(Boolean);
  return place.length > 0 ? place.join(', ') : null;
}

/** "5 March 2024": the month in words, so no one wonders which number is the month. */
const createdFormat = zoneFormats('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function AccountInformation() {
  const account = useAccount();
  const timeZone = useTimeZone();
  return (
    <SettingsCard title="Account Information">
      {account.isPending ? (
        <PanelLoading />
      ) : account.isError ? (
        <Notice tone="error">Your account details could not be loaded. Please reload the page.</Notice>
      ) : (
        <DetailList
          rows={[
            ['E-mail', account.data.email],
            ['Account Created', createdFormat(timeZone).format(new Date(account.data.createdAt))],
          ]}
        />
      )}
    </SettingsCard>
  );
}

/** A term and its value; null shows as 'Not set'. */
type Row = [term: string, detail: string | null];

function DetailList({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 @xl:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)]">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="min-w-0 font-medium text-muted">{term}</dt>
          <dd className={`m-0 min-w-0 break-words ${detail === null ? 'text-muted italic' : ''}`}>
            {detail ?? NOT_SET}
          </dd>
        </div>
      ))}
    </dl>
  );
}
