import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useClientList } from '../../../api/client-search.ts';
import { Card } from '../../../components/ui/card.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Pagination } from '../shared/pagination.tsx';
import { ClientsCards, ClientsTable } from './clients-list.tsx';

const PAGE_SIZE = 25;
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
      <PageHeading title="Clients" subtitle="Everyone who has booked, found by name, phone or e-mail. Open a client for their visits and notes." />
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
      {list.isError && (
        <Notice tone="error" className="mb-6">
          {errorMessage(list.error, 'Failed to load clients')}
        </Notice>
      )}
      <Card aria-label="Clients found" aria-busy={list.isFetching} className="p-3 sm:p-5">
        {list.isPending ? (
          <Spinner label="Loading clients..." />
        ) : list.isError && !list.data ? null : clients.length === 0 ? (
          <p className="py-12 text-center text-stone-600">{q ? 'No client matches your search' : 'No clients yet'}</p>
        ) : (
          <>
            <div className="hidden md:block">
              <ClientsTable clients={clients} />
            </div>
            <div className="md:hidden">
              <ClientsCards clients={clients} />
            </div>
          </>
        )}
        <Pagination offset={offset} shown={clients.length} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setOffset} />
      </Card>
    </>
  );
}
