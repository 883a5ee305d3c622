import { useState } from 'react';
import { mayUse, type Role } from '../../../../core/access.ts';
import { Link, useMatch } from 'react-router';
import { useEraseClient } from '../../../api/client-data.ts';
import { errorMessage } from '../../../api/client.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { adminPaths, clientExportPath } from '../../../lib/paths.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';

/**
 * A client's UK GDPR actions (docs/decisions/0028), for their profile and their export page: 'Export data' opens the
 * readable export (with its JSON download), 'Erase client' removes their personal data everywhere after saying what
 * goes and what stays. Erasing is the owner's (core/access.ts).
 */
export function ClientDataActions({ clientId, role }: { clientId: string; role: Role }) {
  const onExportPage = useMatch(adminPaths.clientExport) !== null;
  const mayErase = mayUse(role, 'erasure');
  const erase = useEraseClient();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useFlashMessage();
  const [error, setError] = useState<string>();

  const confirm = () => {
    setError(undefined);
    erase.mutate(clientId, {
      onSuccess: () => {
        setAsking(false);
        setDone('Client erased. Their appointments and payments are kept, without their details.');
      },
      onError: (err) => setError(errorMessage(err, 'Failed to erase the client')),
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {!onExportPage && (
          <Link to={clientExportPath(clientId)} className={buttonClasses({ variant: 'secondary' })}>
            Export data
          </Link>
        )}
        {mayErase && (
          <Button variant="danger" onClick={() => setAsking(true)}>
            Erase client
          </Button>
        )}
      </div>
      {done && (
        <p role="status" className="rounded-xl bg-green-50 px-4 py-2 text-green-900">
          {done}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Erase this client?"
        confirmLabel="Erase client"
        busy={erase.isPending}
        busyLabel="Erasing..."
        onConfirm={confirm}
        onClose={() => {
          setAsking(false);
          setError(undefined);
        }}
      >
        <p>
          Their name, e-mail address, phone number, notes and marketing consent are removed from their record, from every one of their
          appointments and from the e-mails in the Outbox. This cannot be undone.
        </p>
        <p>Their saved card is removed too: it is taken off the payment provider, so no fee can be charged to it again.</p>
        <p>
          Kept for the salon’s accounts: their appointments (what was booked, when, and its status) and every payment and refund, under the
          name ‘Erased client’. The revenue report and takings do not change.
        </p>
        <p>If they asked for a copy of their data, download it before erasing.</p>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-2 text-red-900">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
