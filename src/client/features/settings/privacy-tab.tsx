import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Settings } from '../../../shared/settings';
import { Button } from '../../components/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataDialog } from './download-data-dialog';
import { RestoreDataSection } from './restore-data-section';
import { SavedSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';

/** Usage data choice, a copy of everything stored, and deleting the account. */
export function PrivacyTab({ settings }: { settings: Settings }) {
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
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
          One JSON file with everything NeuroNest stores for you: account, sign-ins, profile, settings and
          your work in the tools. We ask for your password first.
        </p>
        <DownloadDataDialog open={downloading} onOpenChange={setDownloading}>
          <Button variant="secondary" className="mt-3" aria-describedby="download-data-help">
            <Download aria-hidden="true" className="size-5" />
            Download my data
          </Button>
        </DownloadDataDialog>
      </SettingsCard>
      <SettingsCard title="Bring Back My Data">
        <RestoreDataSection />
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
