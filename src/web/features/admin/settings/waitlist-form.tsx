import { useForm } from 'react-hook-form';
import type { SalonSettings, SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { WAITLIST_PRIORITIES, type WaitlistPriority } from '../../../../core/schemas/waitlist.schema.ts';
import { CheckboxField } from '../../../components/ui/form-controls.tsx';
import { WholeNumberSetting } from './setting-field.tsx';
import { SettingsSectionForm, useSettingsSectionSave } from './settings-section-form.tsx';

/** The section's settings as the form holds them: the ticks and the choice as they are, the minutes as typed. */
interface WaitlistValues {
  waitlistEnabled: boolean;
  waitlistOfferMinutes: string;
  waitlistPriority: WaitlistPriority;
  waitlistWaivesLateFee: boolean;
}

const PRIORITY_LABELS: Record<WaitlistPriority, string> = {
  first_come: 'First come, first served',
  highest_value: 'Highest value first',
  new_clients: 'New clients first',
};

const PRIORITY_HINTS: Record<WaitlistPriority, string> = {
  first_come: 'Whoever joined the waitlist earliest.',
  highest_value: 'The client whose visit is worth most, then first come.',
  new_clients: 'Clients who had not visited before they joined, then first come.',
};

// Empty is sent as null, as in the other sections: the server then says what it wants, where Number('') would be 0.
const toUpdate = (values: WaitlistValues): SalonSettingsUpdate =>
  ({
    waitlistEnabled: values.waitlistEnabled,
    waitlistOfferMinutes: values.waitlistOfferMinutes.trim() === '' ? null : Number(values.waitlistOfferMinutes),
    waitlistPriority: values.waitlistPriority,
    waitlistWaivesLateFee: values.waitlistWaivesLateFee,
  }) as SalonSettingsUpdate;

const choiceClass =
  'flex items-start gap-3 rounded-2xl border border-stone-200 p-3 has-[:checked]:border-plum-400 has-[:checked]:bg-plum-50';

/**
 * The waitlist (issue 28, docs/decisions/0036): whether clients may wait where times are full, how long an offered
 * time is held, who is offered a freed time first, and whether the waitlist refilling a late cancellation waives its
 * fee. As the other sections: no client-side checks, the server's message is shown.
 */
export function WaitlistForm({ settings }: { settings: SalonSettings }) {
  const save = useSettingsSectionSave('Waitlist settings saved.', 'Failed to save the waitlist settings');
  const { register, handleSubmit } = useForm<WaitlistValues>({
    defaultValues: {
      waitlistEnabled: settings.waitlistEnabled,
      waitlistOfferMinutes: String(settings.waitlistOfferMinutes),
      waitlistPriority: settings.waitlistPriority,
      waitlistWaivesLateFee: settings.waitlistWaivesLateFee,
    },
  });

  return (
    <SettingsSectionForm
      id="waitlist"
      title="Waitlist"
      submitLabel="Save waitlist settings"
      save={save}
      onSubmit={handleSubmit((values) => save.submit(toUpdate(values)))}
    >
      <CheckboxField
        id="waitlist-enabled"
        label="Offer a waitlist where times are full"
        hint="Clients may wait for a day and time; a time that frees up is offered to them by e-mail."
        {...register('waitlistEnabled')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <WholeNumberSetting
          id="waitlist-offerMinutes"
          label="Offer held for (minutes)"
          hint="How long a client has to take up an offered time before it goes to the next (shorter when the visit is close)."
          max={1440}
          field={register('waitlistOfferMinutes')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Who is offered a freed time first</legend>
        <div className="mt-3 grid gap-2">
          {WAITLIST_PRIORITIES.map((priority) => (
            <label key={priority} className={choiceClass}>
              <input type="radio" value={priority} className="mt-1 size-4 accent-plum-700" {...register('waitlistPriority')} />
              <span>
                <span className="block font-medium text-stone-900">{PRIORITY_LABELS[priority]}</span>
                <span className="block text-sm text-stone-600">{PRIORITY_HINTS[priority]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <CheckboxField
        id="waitlist-waivesLateFee"
        label="Waive the late-cancellation fee when the waitlist refills the time"
        hint="The salon loses nothing when a waiting client books the cancelled time."
        {...register('waitlistWaivesLateFee')}
      />
    </SettingsSectionForm>
  );
}
