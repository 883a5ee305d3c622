import { useState } from 'react';
import type { OutboxSummary } from '../../../../core/schemas/notifications.schema.ts';
import { OUTBOX_PAGE_SIZE } from '../../../../core/admin-screen-openings.ts';
import { useOutbox } from '../../../api/outbox.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { LoadedListCard } from '../shared/ui/loaded-list-card.tsx';
import { Pagination } from '../shared/ui/pagination.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { OutboxCards } from './outbox-cards.tsx';
import { OutboxTable } from './outbox-table.tsx';

const PAGE_SIZE = OUTBOX_PAGE_SIZE;

/**
 * Issue 6 'Outbox': every e-mail (and, issue 27, every text) the app has sent or, without SMTP_URL (or Twilio), kept
 * instead of sending, newest first, so a fresh clone shows what would have been sent.
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
        subtitle="The e-mails and texts sent to clients and staff. Without SMTP_URL set, messages are kept here instead of being sent. Texts are kept here too while no text provider is set up."
      />
      <LoadedListCard
        label="Messages"
        query={list}
        loadingLabel="Loading messages..."
        failedText="Failed to load the outbox"
        emptyText="No messages yet"
        count={messages.length}
        table={<OutboxTable messages={messages} onOpen={openById} />}
        cards={<OutboxCards messages={messages} onOpen={openById} />}
        footer={
          <Pagination
            offset={(page - 1) * PAGE_SIZE}
            shown={messages.length}
            total={list.data?.total ?? 0}
            pageSize={PAGE_SIZE}
            onPage={(offset) => setPage(Math.floor(offset / PAGE_SIZE) + 1)}
          />
        }
      />
      <MessageDialog id={open?._id} subject={open?.subject ?? ''} onClose={() => setOpen(undefined)} />
    </>
  );
}
