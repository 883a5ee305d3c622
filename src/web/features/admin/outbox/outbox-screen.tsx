import { useState } from 'react';
import type { OutboxSummary } from '../../../../core/schemas/notifications.schema.ts';
import { OUTBOX_PAGE_SIZE } from '../../../../core/admin-screen-openings.ts';
import { useOutbox } from '../../../api/outbox.ts';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { LoadedListCard } from '../shared/ui/loaded-list-card.tsx';
import { Pagination } from '../shared/ui/pagination.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { OutboxCards } from './outbox-cards.tsx';
import { OutboxTable } from './outbox-table.tsx';

const PAGE_SIZE = OUTBOX_PAGE_SIZE;
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Issue 6 'Outbox': every e-mail (and, issue 27, every text) the app has sent or, without SMTP_URL (or Twilio), kept
 * instead of sending, newest first, so a fresh clone shows what would have been sent.
 */
export function OutboxScreen() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [open, setOpen] = useState<OutboxSummary>();
  // One letter finds too much to be a search: the list stays whole until a second one (as Clients).
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const q = typed.length >= 2 ? typed : undefined;
  const list = useOutbox({ page, pageSize: PAGE_SIZE, q });
  const messages = list.data?.messages ?? [];
  const openById = (id: string) => setOpen(messages.find((m) => m._id === id));

  return (
    <>
      <PageHeading
        title="Outbox"
        subtitle="The e-mails and texts sent to clients and staff. Without SMTP_URL set, messages are kept here instead of being sent. Texts are kept here too while no text provider is set up."
      />
      <div className="mb-5 max-w-md">
        <Field id="outbox-search" label="Search messages">
          <input
            id="outbox-search"
            type="search"
            autoComplete="off"
            placeholder="Client's name, phone or e-mail"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
            className={controlClass}
          />
        </Field>
      </div>
      <LoadedListCard
        label="Messages"
        query={list}
        loadingLabel="Loading messages..."
        failedText="Failed to load the outbox"
        emptyText={q ? 'No message matches your search' : 'No messages yet'}
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
