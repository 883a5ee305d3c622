import { useState } from 'react';
import { CLIENTS_PAGE_SIZE } from '../../../../core/admin-screen-openings.ts';
import { useClientList } from '../../../api/client-search.ts';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { LoadedListCard } from '../shared/ui/loaded-list-card.tsx';
import { Pagination } from '../shared/ui/pagination.tsx';
import { ClientsCards, ClientsTable } from './clients-list.tsx';

const PAGE_SIZE = CLIENTS_PAGE_SIZE;
const SEARCH_DEBOUNCE_MS = 250;

/** Issue 18 'Clients': every client record, the most recently seen first, searched by name, phone or e-mail. */
export function ClientsScreen() {
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // One letter finds too much to be a search: the list stays whole until a second one.
  const q = typed.length >= 2 ? typed : undefined;
  const list = useClientList({ q, limit: PAGE_SIZE, offset });
  const clients = list.data?.items ?? [];

  return (
    <>
      <PageHeading
        title="Clients"
        subtitle="Everyone who has booked, found by name, phone or e-mail. Open a client for their visits and notes."
      />
      <div className="mb-5 max-w-md">
        <label htmlFor="client-search" className="text-sm font-medium text-stone-800">
          Search clients
        </label>
        <input
          id="client-search"
          type="search"
          autoComplete="off"
          placeholder="Name, phone or e-mail"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOffset(0);
          }}
          className={`${controlClass} mt-1.5`}
        />
      </div>
      <LoadedListCard
        label="Clients found"
        query={list}
        loadingLabel="Loading clients..."
        failedText="Failed to load clients"
        emptyText={q ? 'No client matches your search' : 'No clients yet'}
        count={clients.length}
        table={<ClientsTable clients={clients} />}
        cards={<ClientsCards clients={clients} />}
        footer={<Pagination offset={offset} shown={clients.length} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setOffset} />}
      />
    </>
  );
}
