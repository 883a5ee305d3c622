import { useState } from 'react';
import type { PasswordLink } from '../../../../core/schemas/team.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * A set-password link for the owner to hand over (it was e-mailed too): shown once, with a Copy button. The link
 * works once and until its expiry (docs/decisions/0029).
 */
export function PasswordLinkPanel({ name, link }: { name: string; link: PasswordLink }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(link.link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="space-y-3">
      <p className="text-stone-700">
        We e-mailed {name} a link to choose their password. You can also give them this link yourself. It works once, until{' '}
        {formatDateTime(link.expiresAt)}.
      </p>
      <label htmlFor="password-link" className="text-sm font-medium text-stone-800">
        Set-password link for {name}
      </label>
      <div className="flex gap-2">
        <input id="password-link" readOnly value={link.link} className={controlClass} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" onClick={copy}>
          Copy
        </Button>
      </div>
      <p role="status" className="text-sm text-green-800">
        {copied ? 'Link copied.' : ''}
      </p>
    </div>
  );
}
