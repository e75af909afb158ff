import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Settings } from '../../../shared/settings';
import { Button, buttonClass } from '../../components/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SavedSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';

/** Usage data choice, a copy of everything stored, and deleting the account. */
export function PrivacyTab({ settings }: { settings: Settings }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-6">
      <SettingsCard title="Privacy">
        <SavedSwitch
          label="Allow anonymous usage data collection"
          description="Off unless you turn it on. While it is off, nothing about how you use the app is collected."
          checked={settings.usageDataOptIn}
          update={(usageDataOptIn) => ({ usageDataOptIn })}
        />
      </SettingsCard>
      <SettingsCard title="Your Data">
        <p id="download-data-help" className="text-muted">
          One JSON file with everything NeuroNest stores for you: account, profile, settings and your work in
          the tools.
        </p>
        <a
          href="/api/account/export"
          download
          aria-describedby="download-data-help"
          className={buttonClass('secondary', 'mt-3 no-underline')}
        >
          <Download aria-hidden="true" className="size-5" />
          Download my data
        </a>
      </SettingsCard>
      <SettingsCard title="Delete Account">
        <p className="text-muted">
          Deletes your account and everything saved with it. This cannot be undone.
        </p>
        <DeleteAccountDialog open={deleting} onOpenChange={setDeleting}>
          <Button variant="danger" className="mt-3">
            <Trash2 aria-hidden="true" className="size-5" />
            Delete Account
          </Button>
        </DeleteAccountDialog>
      </SettingsCard>
    </div>
  );
}
