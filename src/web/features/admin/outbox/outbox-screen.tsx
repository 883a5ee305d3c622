import { useState } from 'react';
import type { OutboxSummary } from '../../../../core/schemas/notifications.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useOutbox } from '../../../api/outbox.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Pagination } from '../shared/pagination.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { OutboxCards } from './outbox-cards.tsx';
import { OutboxTable } from './outbox-table.tsx';

const PAGE_SIZE = 25;

/**
 * Issue 6 'Outbox': every e-mail the app has sent or, without SMTP_URL, kept instead of sending, newest
 * first, so a fresh clone shows what would have been sent.
 */
export function OutboxScreen() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OutboxSummary>();
  const list = useOutbox({ page, pageSize: PAGE_SIZE });
  const messages = list.data?.messages ?? [];
  const openById = (id: string) => setOpen(messages.find((m) => m._id === id));

  return (
    <>
      <PageHeading
        title="Outbox"
        subtitle="The e-mails sent to clients and staff. Without SMTP_URL set, messages are kept here instead of being sent."
      />
      {list.isError && (
        <Notice tone="error" className="mb-6">
          {errorMessage(list.error, 'Failed to load the outbox')}
        </Notice>
      )}
      <Card aria-label="Messages" aria-busy={list.isFetching} className="p-3 sm:p-5">
        {list.isPending ? (
          <Spinner label="Loading messages..." />
        ) : list.isError && !list.data ? null : messages.length === 0 ? (
          <p className="py-12 text-center text-stone-600">No messages yet</p>
        ) : (
          <>
            <div className="hidden md:block">
              <OutboxTable messages={messages} onOpen={openById} />
            </div>
            <div className="md:hidden">
              <OutboxCards messages={messages} onOpen={openById} />
            </div>
          </>
        )}
        <Pagination
          offset={(page - 1) * PAGE_SIZE}
          shown={messages.length}
          total={list.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          onPage={(offset) => setPage(Math.floor(offset / PAGE_SIZE) + 1)}
        />
      </Card>
      <MessageDialog id={open?._id} subject={open?.subject ?? ''} onClose={() => setOpen(undefined)} />
    </>
  );
}
