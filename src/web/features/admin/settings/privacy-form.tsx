import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CLIENT_RETENTION_YEARS, PRIVACY_NOTICE_MAX, type SalonSettings, type SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateSettings } from '../../../api/update-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';

interface PrivacyValues {
  privacyNotice: string;
  clientRetentionYears: string;
}

/** What the form sends: the notice as typed, the years as a number (the server refuses what is out of range), empty as never. */
const toUpdate = ({ privacyNotice, clientRetentionYears }: PrivacyValues): SalonSettingsUpdate => ({
  privacyNotice,
  clientRetentionYears: clientRetentionYears.trim() === '' ? null : Number(clientRetentionYears),
});

/**
 * UK GDPR settings (docs/decisions/0028): the privacy notice clients read at checkout, and how long client data is kept
 * after a last visit. As the booking rules: no client-side checks, the server's message is shown.
 */
export function PrivacyForm({ settings }: { settings: SalonSettings }) {
  const save = useUpdateSettings();
  const [saved, setSaved] = useFlashMessage();
  const [error, setError] = useState<string>();
  const { register, handleSubmit } = useForm<PrivacyValues>({
    defaultValues: {
      privacyNotice: settings.privacyNotice,
      clientRetentionYears: settings.clientRetentionYears === null ? '' : String(settings.clientRetentionYears),
    },
  });
  const onSubmit = (values: PrivacyValues) => {
    setError(undefined);
    save.mutate(toUpdate(values), {
      onSuccess: () => setSaved('Privacy settings saved.'),
      onError: (err) => setError(errorMessage(err, 'Failed to save the privacy settings')),
    });
  };

  return (
    <form noValidate aria-labelledby="privacy-heading" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Card className="space-y-5">
        <h2 id="privacy-heading" className="font-display text-xl font-semibold">
          Privacy
        </h2>
        {saved && <p role="status" className="rounded-xl bg-green-50 px-4 py-2 text-green-900">{saved}</p>}
        {error && <p role="alert" className="rounded-xl bg-red-50 px-4 py-2 text-red-900">{error}</p>}
        <div>
          <label htmlFor="privacy-notice" className="text-sm font-medium text-stone-800">
            Privacy notice
          </label>
          <p id="privacy-notice-hint" className="text-sm text-stone-600">
            {`Shown at checkout under the client’s details: what you keep, why, and how to ask for a copy or deletion. At most ${PRIVACY_NOTICE_MAX} characters.`}
          </p>
          <textarea id="privacy-notice" rows={5} aria-describedby="privacy-notice-hint" className={`${controlClass} mt-1.5 resize-y`} {...register('privacyNotice')} />
        </div>
        <div className="sm:max-w-xs">
          <label htmlFor="privacy-retention" className="text-sm font-medium text-stone-800">
            Keep client data (years)
          </label>
          <p id="privacy-retention-hint" className="text-sm text-stone-600">
            {`A client with no visit for this long is anonymised; their appointments and payments stay for the accounts. ${CLIENT_RETENTION_YEARS.min} to ${CLIENT_RETENTION_YEARS.max}. Empty: kept until you erase them.`}
          </p>
          <input
            id="privacy-retention"
            type="number"
            inputMode="numeric"
            min={CLIENT_RETENTION_YEARS.min}
            max={CLIENT_RETENTION_YEARS.max}
            step={1}
            aria-describedby="privacy-retention-hint"
            className={`${controlClass} mt-1.5`}
            {...register('clientRetentionYears')}
          />
        </div>
        <div className="flex justify-end pt-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save privacy settings'}
          </Button>
        </div>
      </Card>
    </form>
  );
}
