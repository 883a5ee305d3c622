import { useForm } from 'react-hook-form';
import {
  CLIENT_RETENTION_YEARS,
  PRIVACY_NOTICE_MAX,
  type SalonSettings,
  type SalonSettingsUpdate,
} from '../../../../core/schemas/settings.schema.ts';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { SettingField } from './setting-field.tsx';
import { SettingsSectionForm, useSettingsSectionSave } from './settings-section-form.tsx';

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
  const save = useSettingsSectionSave('Privacy settings saved.', 'Failed to save the privacy settings');
  const { register, handleSubmit } = useForm<PrivacyValues>({
    defaultValues: {
      privacyNotice: settings.privacyNotice,
      clientRetentionYears: settings.clientRetentionYears === null ? '' : String(settings.clientRetentionYears),
    },
  });

  return (
    <SettingsSectionForm
      id="privacy"
      title="Privacy"
      submitLabel="Save privacy settings"
      save={save}
      onSubmit={handleSubmit((values) => save.submit(toUpdate(values)))}
    >
      <SettingField
        id="privacy-notice"
        label="Privacy notice"
        hint={`Shown at checkout under the client’s details: what you keep, why, and how to ask for a copy or deletion. At most ${PRIVACY_NOTICE_MAX} characters.`}
      >
        <textarea
          id="privacy-notice"
          rows={5}
          aria-describedby="privacy-notice-hint"
          className={`${controlClass} mt-1.5 resize-y`}
          {...register('privacyNotice')}
        />
      </SettingField>
      <SettingField
        id="privacy-retention"
        label="Keep client data (years)"
        hint={`A client with no visit for this long is anonymised; their appointments and payments stay for the accounts. ${CLIENT_RETENTION_YEARS.min} to ${CLIENT_RETENTION_YEARS.max}. Empty: kept until you erase them.`}
        className="sm:max-w-xs"
      >
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
      </SettingField>
    </SettingsSectionForm>
  );
}
