import type { ReactNode } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import type { SalonSettings, SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { TEXT_KINDS, TEXT_KIND_LABELS, type TextKind } from '../../../../core/texts/text-kinds.ts';
import { CheckboxField, controlClass } from '../../../components/ui/form-controls.tsx';
import { SettingField, WholeNumberSetting } from './setting-field.tsx';
import { SettingsSectionForm, useSettingsSectionSave } from './settings-section-form.tsx';
import { orderedTextPreviews } from './text-previews.ts';
import { plural } from '../../../../core/plural.ts';

/** The section's settings as the form holds them: the ticks as they are, the numbers and times as typed. */
interface TextValues {
  textsEnabled: boolean;
  textKinds: TextKind[];
  secondReminderHours: string;
  quietHoursStart: string;
  quietHoursEnd: string;
  textMonthlySegmentCap: string;
  callUnconfirmedHours: string;
  textCountries: string;
  textsPerNumberHour: string;
  textsPerNumberDay: string;
}

const toText = (value: number | null) => (value === null ? '' : String(value));
// Empty is sent as null even where the setting may not be empty, as in the booking rules: the server then says what
// it wants, where Number('') would quietly save 0 (a monthly limit of nothing).
const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

const toUpdate = (values: TextValues): SalonSettingsUpdate =>
  ({
    textsEnabled: values.textsEnabled,
    textKinds: values.textKinds,
    secondReminderHours: toNumber(values.secondReminderHours),
    quietHoursStart: values.quietHoursStart,
    quietHoursEnd: values.quietHoursEnd,
    textMonthlySegmentCap: toNumber(values.textMonthlySegmentCap),
    callUnconfirmedHours: toNumber(values.callUnconfirmedHours),
    textCountries: countryCodes(values.textCountries),
    textsPerNumberHour: toNumber(values.textsPerNumberHour),
    textsPerNumberDay: toNumber(values.textsPerNumberDay),
  }) as SalonSettingsUpdate;

/** 'GB, IE' as typed: the codes, each checked by the server. */
const countryCodes = (typed: string) => typed.split(/[\s,]+/).filter((code) => code !== '');

const timeClass = `${controlClass} mt-1.5`;

/**
 * Texts to clients (issue 27, docs/decisions/0035 and 0037): whether they go, which messages go as texts too, the
 * second reminder, the quiet hours, the month's limit, the limits per number and the countries texted, and when
 * reception calls an unconfirmed visit. As the booking rules: no client-side checks, the server's message is shown.
 * Without Twilio the texts are only kept in the Outbox (counted as if sent), and the note says so.
 */
export function TextMessagesForm({ settings }: { settings: SalonSettings }) {
  const save = useSettingsSectionSave('Text message settings saved.', 'Failed to save the text message settings');
  const { register, handleSubmit } = useForm<TextValues>({
    defaultValues: {
      textsEnabled: settings.textsEnabled,
      textKinds: settings.textKinds,
      secondReminderHours: toText(settings.secondReminderHours),
      quietHoursStart: settings.quietHoursStart,
      quietHoursEnd: settings.quietHoursEnd,
      textMonthlySegmentCap: toText(settings.textMonthlySegmentCap),
      callUnconfirmedHours: toText(settings.callUnconfirmedHours),
      textCountries: settings.textCountries.join(', '),
      textsPerNumberHour: toText(settings.textsPerNumberHour),
      textsPerNumberDay: toText(settings.textsPerNumberDay),
    },
  });

  return (
    <SettingsSectionForm
      id="texts"
      title="Text messages"
      submitLabel="Save text message settings"
      save={save}
      onSubmit={handleSubmit((values) => save.submit(toUpdate(values)))}
    >
      <div className="space-y-2">
        <CheckboxField
          id="texts-enabled"
          label="Send texts to clients"
          aria-describedby={settings.textsAvailable ? undefined : 'texts-provider-note'}
          {...register('textsEnabled')}
        />
        {!settings.textsAvailable && (
          <p id="texts-provider-note" className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950">
            No text provider is set up: texts are kept in the Outbox only, and count against the limits below as if they were sent. Set
            TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send them.
          </p>
        )}
      </div>
      <fieldset aria-describedby="texts-kinds-hint">
        <legend className="text-sm font-medium text-stone-800">Send as texts</legend>
        <p id="texts-kinds-hint" className="text-sm text-stone-600">
          The e-mail still goes; a ticked message goes as a text too, to clients with a mobile number.
        </p>
        <div className="mt-3 space-y-3">
          {TEXT_KINDS.map((kind) => (
            <CheckboxField key={kind} id={`texts-kind-${kind}`} label={TEXT_KIND_LABELS[kind]} value={kind} {...register('textKinds')} />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <WholeNumberSetting
          id="texts-secondReminderHours"
          label="Second reminder (hours before)"
          hint="A second text reminder this long before the visit. Empty: none."
          max={168}
          field={register('secondReminderHours')}
        />
        <QuietHours register={register} />
        <WholeNumberSetting
          id="texts-textMonthlySegmentCap"
          label="Monthly text limit (segments)"
          hint={`Past it, no more texts go this month and the owners are e-mailed. ${settings.textSegmentsThisMonth} used this month${
            settings.textsAvailable ? '' : ', counting the texts kept in the Outbox as if they were sent'
          }.`}
          field={register('textMonthlySegmentCap')}
        />
        <WholeNumberSetting
          id="texts-textsPerNumberHour"
          label="Texts to one number in an hour"
          hint="At most this many texts go to any one number in an hour, whatever asks for them. A reminder past it goes by e-mail."
          max={20}
          field={register('textsPerNumberHour')}
        />
        <WholeNumberSetting
          id="texts-textsPerNumberDay"
          label="Texts to one number in a day"
          hint="And at most this many in a day."
          max={50}
          field={register('textsPerNumberDay')}
        />
        <SettingField
          id="texts-textCountries"
          label="Countries texted"
          hint="Two-letter country codes, such as GB or GB, IE. Numbers in other countries get e-mail only: texts abroad cost more, and are what text fraud buys."
        >
          <input
            id="texts-textCountries"
            type="text"
            autoCapitalize="characters"
            aria-describedby="texts-textCountries-hint"
            className={`${controlClass} mt-1.5`}
            {...register('textCountries')}
          />
        </SettingField>
        <WholeNumberSetting
          id="texts-callUnconfirmedHours"
          label="Call unconfirmed visits (hours before)"
          hint="Visits reminded by text and not confirmed this close to their start are listed for reception to call."
          max={168}
          field={register('callUnconfirmedHours')}
        />
      </div>
      <TextPreviews name={settings.salonName} phone={settings.salonPhone} />
    </SettingsSectionForm>
  );
}

/** The two ends of the quiet hours side by side, with one hint for both. */
function QuietHours({ register }: { register: UseFormRegister<TextValues> }) {
  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        <QuietTime field="quietHoursStart" register={register}>
          Quiet hours from
        </QuietTime>
        {/* Read on its own, 'to' would not say what it ends. */}
        <QuietTime field="quietHoursEnd" register={register}>
          <span className="sr-only">Quiet hours </span>to
        </QuietTime>
      </div>
      <p id="texts-quiet-hint" className="mt-1.5 text-sm text-stone-600">
        No reminder is texted in these hours (salon time); it goes at the end of them instead.
      </p>
    </div>
  );
}

/** One end of the quiet hours: a time input with its label. */
function QuietTime({
  field,
  register,
  children,
}: {
  field: 'quietHoursStart' | 'quietHoursEnd';
  register: UseFormRegister<TextValues>;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`texts-${field}`} className="text-sm font-medium text-stone-800">
        {children}
      </label>
      <input id={`texts-${field}`} type="time" aria-describedby="texts-quiet-hint" className={timeClass} {...register(field)} />
    </div>
  );
}

/**
 * Each kind of text as a client would read it, with the salon's saved name and phone: a text is short and costs by
 * its length, so the owner sees the words before ticking it.
 */
function TextPreviews({ name, phone }: { name: string; phone: string }) {
  const previews = orderedTextPreviews({ name, phone, origin: window.location.origin });
  return (
    <section aria-labelledby="texts-previews-heading" className="border-t border-stone-200 pt-5">
      <h3 id="texts-previews-heading" className="text-sm font-medium text-stone-800">
        How the texts read
      </h3>
      <ul className="mt-3 space-y-3">
        {previews.map(({ kind, text, segments }) => (
          <li key={kind} className="text-sm">
            <span className="font-medium text-stone-800">{TEXT_KIND_LABELS[kind]}</span>
            <span className="text-stone-600">{` · ${plural(segments, 'segment')}`}</span>
            <p className="mt-1 rounded-2xl bg-stone-50 px-4 py-2 break-words text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
