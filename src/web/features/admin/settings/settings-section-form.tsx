import { useState, type FormEvent, type ReactNode } from 'react';
import type { SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateSettings } from '../../../api/update-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';

/**
 * The save of a settings section below the About form: PATCH only its own settings, then say so for a few seconds
 * (spec §9), or show the server's refusal with the section's own fallback words.
 */
export function useSettingsSectionSave(savedText: string, failureText: string) {
  const save = useUpdateSettings();
  const [saved, setSaved] = useFlashMessage();
  const [error, setError] = useState<string>();
  const submit = (update: SalonSettingsUpdate) => {
    setError(undefined);
    save.mutate(update, {
      onSuccess: () => setSaved(savedText),
      onError: (err) => setError(errorMessage(err, failureText)),
    });
  };
  return { submit, saved, error, busy: save.isPending };
}

interface Props {
  /** names the heading's id: 'privacy' gives 'privacy-heading' */
  id: string;
  title: string;
  submitLabel: string;
  /** the section's useSettingsSectionSave */
  save: ReturnType<typeof useSettingsSectionSave>;
  /** react-hook-form's handleSubmit(…), ending in save.submit */
  onSubmit: (event?: FormEvent) => Promise<void>;
  children: ReactNode;
}

/** A settings section's card: its heading, what its last save said, its fields, and its own Save button. */
export function SettingsSectionForm({ id, title, submitLabel, save: { saved, error, busy }, onSubmit, children }: Props) {
  return (
    <form noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void onSubmit(event)}>
      <Card className="space-y-5">
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold">
          {title}
        </h2>
        {saved && (
          <p role="status" className="rounded-xl bg-green-50 px-4 py-2 text-green-900">
            {saved}
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-2 text-red-900">
            {error}
          </p>
        )}
        {children}
        <div className="flex justify-end pt-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}
