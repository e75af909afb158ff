import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Accessibility, Bell, Link2, Palette, Shield, User } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Settings } from '../../../shared/settings';
import { Notice } from '../../components/notice';
import { deviceTimeZone } from '../../lib/device-time-zone';
import { lazyPart } from '../../lib/lazy-part';
import { useSettings } from '../../lib/settings';
import { whenIdle } from '../../lib/when-idle';
import { PanelLoading } from './settings-card';
import { useMediaQuery } from '../../lib/use-media-query';

// Each tab's panel is a script of its own, fetched when the tab is shown, and the others once the page is
// idle: the page's heading and tabs draw without the forms' code (decision 112).
const ProfileTab = lazyPart(() => import('./profile-tab').then((m) => m.ProfileTab));
const AppearanceTab = lazyPart(() => import('./appearance-tab').then((m) => m.AppearanceTab));
const AccessibilityTab = lazyPart(() => import('./accessibility-tab').then((m) => m.AccessibilityTab));
const ConnectionsTab = lazyPart(() => import('./connections-tab').then((m) => m.ConnectionsTab));
const NotificationsTab = lazyPart(() => import('./notifications-tab').then((m) => m.NotificationsTab));
const PrivacyTab = lazyPart(() => import('./privacy-tab').then((m) => m.PrivacyTab));

/** Every panel's script, fetched ahead. */
export const loadPanels = () =>
  Promise.all(
    [ProfileTab, AppearanceTab, AccessibilityTab, ConnectionsTab, NotificationsTab, PrivacyTab].map((part) =>
      part.load(),
    ),
  );

type TabId = 'profile' | 'appearance' | 'accessibility' | 'connections' | 'notifications' | 'privacy';

/** The six tabs, in docs/product.md#screens order. */
const TABS: { id: TabId; label: string; icon: LucideIcon }[] = [
  { id: 'profile', label: 'Profile', icon: User },
  { id: 'appearance', label: 'Appearance', icon: Palette },
  { id: 'accessibility', label: 'Accessibility', icon: Accessibility },
  { id: 'connections', label: 'Connections', icon: Link2 },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'privacy', label: 'Privacy', icon: Shield },
];

const isTabId = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

export default function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current: TabId = isTabId(requested) ? requested : 'profile';
  // A column of tabs beside the panel on wide screens; a wrapped row above it on narrow ones. The
  // orientation follows, so the arrow keys match what the user sees (Up/Down, or Left/Right).
  const wide = useMediaQuery('(min-width: 48rem)');
  const settings = useSettings();
  // The profile tab's account date is the page's first date: its formatter's data loads now, before the
  // heading's first paint, not when the account arrives after it (decision 114).
  deviceTimeZone();
  useEffect(
    () =>
      whenIdle(() => {
        loadPanels().catch(() => undefined);
      }),
    [],
  );

  const selectTab = (value: string) =>
    setSearchParams(
      (params) => {
        params.set('tab', value);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <title>Settings · NeuroNest</title>
      <h1 className="text-3xl font-bold">Settings</h1>
      <p className="mt-2 text-muted">Customize your experience to match your needs</p>
      <Tabs.Root
        value={current}
        onValueChange={selectTab}
        orientation={wide ? 'vertical' : 'horizontal'}
        className="mt-8 flex flex-col gap-6 @3xl:flex-row @3xl:items-start"
      >
        <Tabs.List
          aria-label="Settings sections"
          className="flex flex-wrap gap-2 @3xl:w-60 @3xl:shrink-0 @3xl:flex-col @3xl:flex-nowrap"
        >
          {TABS.map(({ id, label, icon: Icon }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="inline-flex min-h-11 items-center gap-3 rounded-lg border-2 border-transparent px-4 py-2 text-left font-medium text-fg hover:border-line hover:bg-surface data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:font-semibold data-[state=active]:text-white"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="min-w-0 flex-1">
          <Panel value="profile">
            <ProfileTab />
          </Panel>
          <Panel value="appearance">
            <WithSettings query={settings}>{(saved) => <AppearanceTab settings={saved} />}</WithSettings>
          </Panel>
          <Panel value="accessibility">
            <WithSettings query={settings}>{(saved) => <AccessibilityTab settings={saved} />}</WithSettings>
          </Panel>
          <Panel value="connections">
            <ConnectionsTab />
          </Panel>
          <Panel value="notifications">
            <WithSettings query={settings}>{(saved) => <NotificationsTab settings={saved} />}</WithSettings>
          </Panel>
          <Panel value="privacy">
            <WithSettings query={settings}>{(saved) => <PrivacyTab settings={saved} />}</WithSettings>
          </Panel>
        </div>
      </Tabs.Root>
    </div>
  );
}

function Panel({ value, children }: { value: TabId; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="rounded-xl">
      <Suspense fallback={<PanelLoading />}>{children}</Suspense>
    </Tabs.Content>
  );
}

/** Shows a settings panel once the saved settings have loaded, or says plainly why it cannot. */
function WithSettings({
  query,
  children,
}: {
  query: UseQueryResult<Settings>;
  children: (settings: Settings) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <Notice tone="error">Your settings could not be loaded. Please reload the page to try again.</Notice>
    );
  }
  return <PanelLoading />;
}
