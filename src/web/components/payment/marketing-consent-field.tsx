import { CheckboxField } from '../ui/form-controls.tsx';

/**
 * The separate, unticked-by-default box for marketing e-mails at checkout and on a waitlist offer (PECR,
 * docs/decisions/0028): consent to marketing must be the client's own act, never ticked for them.
 */
export function MarketingConsentField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckboxField
      id="marketing-consent"
      label="Send me news and offers by e-mail"
      hint="Optional, and not needed for your booking. You can ask us to stop at any time."
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
