import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ClientProfile } from '../../../../core/schemas/client-profile.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useDismissDuplicate, useMergeClient } from '../../../api/client-profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { RefusalAlert } from '../../../components/ui/form-messages.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { adminPaths } from '../../../lib/paths.ts';

type Duplicate = NonNullable<ClientProfile['possibleDuplicateOf']>;

/**
 * A record a booking made for a new e-mail with another record's phone (docs/decisions/0037): perhaps the same person,
 * perhaps not. Reception or the owner merge it into the other record, or say they are different people; nothing is
 * joined by itself, since a phone number is not proof of who booked.
 */
export function PossibleDuplicate({ client, duplicateOf }: { client: ClientProfile; duplicateOf: Duplicate }) {
  const navigate = useNavigate();
  const merge = useMergeClient(client._id);
  const dismiss = useDismissDuplicate(client._id);
  const [asking, setAsking] = useState(false);
  const failed = merge.error ?? dismiss.error;
  const other = [duplicateOf.phone, duplicateOf.email].filter(Boolean).join(' · ');
  return (
    <Notice
      tone="warning"
      title="This may be the same person as another client"
      action={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setAsking(true)} disabled={merge.isPending || dismiss.isPending}>
            {`Merge into ${duplicateOf.name}’s record`}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => dismiss.mutate()} disabled={merge.isPending || dismiss.isPending}>
            {dismiss.isPending ? 'Saving…' : 'Not the same person'}
          </Button>
        </div>
      }
    >
      <p>
        {'This record was made for a new e-mail with the phone of '}
        <Link to={adminPaths.client(duplicateOf._id)} className="font-medium text-plum-800 underline underline-offset-4">
          {duplicateOf.name}
        </Link>
        {other ? ` (${other})` : ''}. A family may share a phone; if it is the same person, merge the two records.
      </p>
      <RefusalAlert message={failed ? errorMessage(failed, 'The records could not be merged') : undefined} />
      <ConfirmDialog
        open={asking}
        title={`Merge into ${duplicateOf.name}’s record?`}
        confirmLabel="Merge records"
        busy={merge.isPending}
        busyLabel="Merging…"
        onConfirm={() =>
          merge.mutate(duplicateOf._id, {
            onSuccess: (kept) => void navigate(adminPaths.client(kept._id)),
            onSettled: () => setAsking(false),
          })
        }
        onClose={() => setAsking(false)}
      >
        <p>
          {`${client.name}’s visits, fees, waitlist places and texts move to ${duplicateOf.name}’s record, which keeps its own details and takes this record’s e-mail or phone where it has none. Notes are joined. This record is then removed; this cannot be undone.`}
        </p>
      </ConfirmDialog>
    </Notice>
  );
}
