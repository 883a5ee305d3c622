import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatGBP } from '../../../../core/money.ts';
import type { ClientProfile } from '../../../../core/schemas/client-profile.schema.ts';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { useClientProfile } from '../../../api/client-profile.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { ClientDetailsForm } from './client-details-form.tsx';
import { ClientNoShowPolicy } from './client-no-show-policy.tsx';
import { ClientTexts } from './client-texts.tsx';
import { ClientVisits } from './client-visits.tsx';
import { PossibleDuplicate } from './possible-duplicate.tsx';

interface ClientProfileScreenProps {
  id: string;
  /** the reader may merge two records of one person (owner and reception, docs/decisions/0037) */
  mergesRecords?: boolean;
  /** the client's data actions (UK GDPR export and erasure), composed in by the route */
  dataActions?: ReactNode;
}

/**
 * Issue 18: one client's details and private notes, their visits and what they add up to; issue 26: their no-show policy;
 * issue 27: their texts.
 */
export function ClientProfileScreen({ id, dataActions, mergesRecords = false }: ClientProfileScreenProps) {
  const profile = useClientProfile(id);
  const back = (
    <Link
      to={adminPaths.clients}
      className="mb-3 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-plum-800 hover:underline"
    >
      <span aria-hidden="true">←</span> All clients
    </Link>
  );
  if (profile.isPending) return <Spinner label="Loading client..." />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <>
        <PageHeading title={missing ? 'Client not found' : 'Client'}>{back}</PageHeading>
        {!missing && <Notice tone="error">{errorMessage(profile.error, 'Failed to load the client')}</Notice>}
      </>
    );
  }
  const client = profile.data;
  return (
    <>
      <PageHeading title={client.erasedAt ? 'Erased client' : client.name} subtitle={`Client since ${formatDateTime(client.createdAt)}`}>
        {back}
      </PageHeading>
      <div className="space-y-6">
        {client.possibleDuplicateOf && mergesRecords && <PossibleDuplicate client={client} duplicateOf={client.possibleDuplicateOf} />}
        <Totals client={client} />
        {client.owes > 0 && (
          <Notice tone="warning" title={`Owes ${formatGBP(client.owes)}`}>
            Checked-out visits not paid in full: take the rest with ‘Add payment’ on the visit, or from the dashboard’s ‘Owed’ list.
          </Notice>
        )}
        {client.erasedAt ? (
          <Notice>{`This client’s details were erased on ${formatDateTime(client.erasedAt)}. Their visits stay for the accounts.`}</Notice>
        ) : (
          <Card aria-labelledby="client-details-title">
            <h2 id="client-details-title" className="mb-4 font-display text-xl font-semibold">
              Details and notes
            </h2>
            <ClientDetailsForm client={client} />
          </Card>
        )}
        <ClientNoShowPolicy client={client} />
        {/* Whether texts reach them and what they texted (issue 27); an erased client has no number left to text. */}
        {!client.erasedAt && <ClientTexts client={client} />}
        <ClientVisits title="Upcoming visits" visits={client.upcoming} empty="No upcoming visits" />
        <ClientVisits title="Past visits" visits={client.past} empty="No past visits" />
        {/* UK GDPR: export and erase this client's data (docs/decisions/0028); the route passes them in. */}
        {dataActions && (
          <Card aria-labelledby="client-data-title">
            <h2 id="client-data-title" className="mb-4 font-display text-xl font-semibold">
              Client data
            </h2>
            {dataActions}
          </Card>
        )}
      </div>
    </>
  );
}

function Totals({ client }: { client: ClientProfile }) {
  const facts = [
    ['Total spent', formatGBP(client.totalSpent)],
    ['Visits', String(client.upcoming.length + client.past.length)],
    ['No-shows', String(client.noShows)],
    ['Cancellations', String(client.cancellations)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term} className="rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
          <dt className="text-sm text-stone-600">{term}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
