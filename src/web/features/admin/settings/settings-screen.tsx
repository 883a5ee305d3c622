import { useState } from 'react';
import type { SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { useAdminSettings } from '../../../api/admin-settings.ts';
import { errorMessage } from '../../../api/client.ts';
import { useSaveSalonDetails } from '../../../api/upload-hero.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { BookingRulesForm } from './booking-rules-form.tsx';
import { PrivacyForm } from './privacy-form.tsx';
import { SettingsForm } from './settings-form.tsx';
import { TextMessagesForm } from './text-messages-form.tsx';
import { VisitOrderForm } from './visit-order-form.tsx';
import { WaitlistForm } from './waitlist-form.tsx';

/** Spec §2 '/admin/settings' (About Salon): the public details and hero image; '/' and '/salon' update at once. */
export function SettingsScreen() {
  const settings = useAdminSettings();
  const [success, setSuccess] = useFlashMessage();
  const [saveError, setSaveError] = useState<string>();
  // Held here: a save re-mounts the form with the server's answer, and the outcome must still be shown.
  const save = useSaveSalonDetails();
  // The About form starts afresh from the server's settings only after its own save or Reset: a save of the booking
  // rules or privacy below refreshes the same settings, and must not wipe what is being typed here (issue 23).
  const [aboutVersion, setAboutVersion] = useState(0);
  const restartAbout = () => setAboutVersion((version) => version + 1);

  const onSave = (changes: SalonSettingsUpdate, heroFile: File | null) => {
    setSaveError(undefined);
    save.mutate(
      { changes, heroFile },
      {
        onSuccess: () => {
          setSuccess('Salon settings saved successfully!');
          restartAbout();
        },
        onError: (error) => setSaveError(errorMessage(error, 'Failed to save settings')),
      },
    );
  };

  return (
    <>
      <PageHeading title="About Salon" subtitle="What customers see on the booking page and the salon details page." />
      <div className="max-w-3xl space-y-6">
        {success && (
          <p role="status" className="rounded-2xl border border-green-200 bg-green-50 px-5 py-3 text-green-900">
            {success}
          </p>
        )}
        {saveError && (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-3 text-red-900">
            {saveError}
          </p>
        )}
        {settings.isPending ? (
          <Spinner label="Loading salon settings..." />
        ) : settings.isError ? (
          <Notice
            tone="error"
            title="Failed to load salon settings"
            action={<Button onClick={() => void settings.refetch()}>Retry</Button>}
          />
        ) : (
          <>
            <SettingsForm
              key={aboutVersion}
              settings={settings.data}
              saving={save.isPending}
              reloading={settings.isFetching}
              onReset={() => void settings.refetch().then(restartAbout)}
              onSave={onSave}
            />
            <BookingRulesForm settings={settings.data} />
            <TextMessagesForm settings={settings.data} />
            <WaitlistForm settings={settings.data} />
            <VisitOrderForm settings={settings.data} />
            <PrivacyForm settings={settings.data} />
          </>
        )}
      </div>
    </>
  );
}
