import type { Role } from '../../../../core/access.ts';
import { useClientExport, clientExportFileUrl } from '../../../api/client-data.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../api/client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ClientDataActions } from './client-data-actions.tsx';
import { ClientDetailsSection, MessagesSection, MoneySection, VisitsSection } from './client-export-sections.tsx';

/**
 * '/admin/clients/:id/export': everything the salon holds about one client, laid out for a person to read (UK GDPR
 * right of access, docs/decisions/0028), the same data as the JSON file it offers to download, and the erasure.
 */
export function ClientExportScreen({ clientId, role }: { clientId: string; role: Role }) {
  const data = useClientExport(clientId);

  if (data.isPending) return <Spinner label="Loading the client’s data..." />;
  if (data.isError) {
    return (
      <Notice tone="error" title="Failed to load the client’s data" action={<Button onClick={() => void data.refetch()}>Retry</Button>}>
        {errorMessage(data.error)}
      </Notice>
    );
  }
  const { client, visits, messages, salon, exportedAt } = data.data;
  return (
    <>
      <PageHeading
        title={`Client data: ${client.name}`}
        subtitle={`Everything ${salon.name || 'the salon'} holds about this client, as of ${formatDateTime(exportedAt)}.`}
      />
      <div className="max-w-5xl space-y-6">
        <div className="flex flex-wrap items-start gap-3">
          <a href={clientExportFileUrl(clientId)} download className={buttonClasses()}>
            Download JSON
          </a>
          <ClientDataActions clientId={clientId} role={role} />
        </div>
        <ClientDetailsSection client={client} />
        <VisitsSection visits={visits} />
        <MoneySection visits={visits} />
        <MessagesSection messages={messages} />
      </div>
    </>
  );
}
