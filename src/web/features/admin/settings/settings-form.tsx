import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SalonSettings, SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { SettingField } from './setting-field.tsx';

type DetailsValues = Pick<SalonSettings, 'salonName' | 'salonDescription' | 'salonAddress' | 'salonPhone' | 'salonEmail'>;

const FIELDS: Array<{ name: keyof DetailsValues; label: string; type: string; hint?: string; multiline?: boolean }> = [
  { name: 'salonName', label: 'Salon Name', type: 'text' },
  {
    name: 'salonDescription',
    label: 'Description',
    type: 'text',
    hint: 'Appears on the booking page and salon details page.',
    multiline: true,
  },
  { name: 'salonAddress', label: 'Address', type: 'text' },
  { name: 'salonPhone', label: 'Phone Number', type: 'tel' },
  { name: 'salonEmail', label: 'Email', type: 'email' },
];

interface Props {
  settings: SalonSettings;
  saving: boolean;
  reloading: boolean;
  onReset: () => void;
  onSave: (changes: SalonSettingsUpdate, heroFile: File | null) => void;
}

/** Spec §5: no client-side checks here; the server's refusal is shown instead. */
export function SettingsForm({ settings, saving, reloading, onReset, onSave }: Props) {
  const [heroFile, setHeroFile] = useState<File | null>(null);
  const { register, handleSubmit } = useForm<DetailsValues>({
    defaultValues: {
      salonName: settings.salonName,
      salonDescription: settings.salonDescription,
      salonAddress: settings.salonAddress,
      salonPhone: settings.salonPhone,
      salonEmail: settings.salonEmail,
    },
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit((values) => onSave(values, heroFile))(event)}>
      <Card className="space-y-5">
        {FIELDS.map(({ name, label, type, hint, multiline }) => {
          const id = `settings-${name}`;
          return (
            <SettingField key={name} id={id} label={label} hint={hint}>
              {multiline ? (
                <textarea
                  id={id}
                  rows={4}
                  aria-describedby={hint ? `${id}-hint` : undefined}
                  className={`${controlClass} mt-1.5`}
                  {...register(name)}
                />
              ) : (
                <input id={id} type={type} className={`${controlClass} mt-1.5`} {...register(name)} />
              )}
            </SettingField>
          );
        })}
        <ImagePicker
          id="settings-hero"
          label="Hero Image"
          hint="Banner at the top of the booking page. Recommended 1200x400px."
          currentUrl={settings.heroImage?.url}
          file={heroFile}
          onFileChange={setHeroFile}
          previewClass="aspect-[3/1]"
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onReset} disabled={saving || reloading}>
            Reset
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </Card>
    </form>
  );
}
