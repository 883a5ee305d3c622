import { useState } from 'react';
import type { ClientMatch } from '../../../../../core/schemas/client-search.schema.ts';
import { useClientSearch } from '../../../../api/client-search.ts';
import { controlClass } from '../../../../components/ui/form-controls.tsx';
import { formatDateTimeNumeric } from '../../../../lib/format.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { plural } from '../../../../../core/plural.ts';

const SEARCH_DEBOUNCE_MS = 250;

/** A returning client found in the records by name, phone or e-mail; choosing one fills in their details. */
export function ClientFinder({ onPick }: { onPick: (client: ClientMatch) => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useClientSearch(q);
  const matches = q.length >= 2 ? (search.data?.items ?? []) : [];

  return (
    <div>
      <label htmlFor="find-client" className="text-sm font-medium text-stone-800">
        Find a returning client
      </label>
      <input
        id="find-client"
        type="search"
        autoComplete="off"
        placeholder="Name, phone or e-mail"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={`${controlClass} mt-1.5`}
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-stone-600">
        {q.length >= 2 && search.isFetching
          ? 'Searching…'
          : q.length >= 2 && matches.length === 0 && search.isSuccess
            ? 'No client found: type their details below.'
            : ''}
      </p>
      {matches.length > 0 && (
        <ul aria-label="Clients found" className="mt-1 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {matches.map((client) => (
            <li key={client._id}>
              <button
                type="button"
                onClick={() => {
                  onPick(client);
                  setText('');
                }}
                className="block w-full px-3.5 py-2 text-left text-sm hover:bg-plum-50"
              >
                <span className="font-medium text-stone-900">{client.name}</span>
                <span className="block text-stone-600">
                  {[client.phone, client.email].filter(Boolean).join(' · ')}
                  {` · ${plural(client.visits, 'visit')}`}
                  {client.lastVisit && `, last ${formatDateTimeNumeric(client.lastVisit)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
