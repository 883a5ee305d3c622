import type { ReactNode } from 'react';
import { errorMessage } from '../../../../api/client.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';

interface LoadedListCardProps {
  /** the card's accessible name */
  label: string;
  query: { isPending: boolean; isFetching: boolean; isError: boolean; error: unknown; data: unknown };
  loadingLabel: string;
  /** shown when loading failed */
  failedText: string;
  /** shown when the list loaded with nothing in it */
  emptyText: string;
  count: number;
  /** the large-screen table and the small-screen cards of the rows */
  table: ReactNode;
  cards: ReactNode;
  /** under the rows, whatever the state (the pager) */
  footer: ReactNode;
}

/** A server-paged admin list: its failure over the card, then loading, nothing, or the rows; the pager last. */
export function LoadedListCard({ label, query, loadingLabel, failedText, emptyText, count, table, cards, footer }: LoadedListCardProps) {
  return (
    <>
      {query.isError && (
        <Notice tone="error" className="mb-6">
          {errorMessage(query.error, failedText)}
        </Notice>
      )}
      <Card aria-label={label} aria-busy={query.isFetching} className="p-3 sm:p-5">
        {query.isPending ? (
          <Spinner label={loadingLabel} />
        ) : query.isError && !query.data ? null : count === 0 ? (
          <p className="py-12 text-center text-stone-600">{emptyText}</p>
        ) : (
          <>
            <div className="hidden md:block">{table}</div>
            <div className="md:hidden">{cards}</div>
          </>
        )}
        {footer}
      </Card>
    </>
  );
}
