import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';

interface Props {
  /** the card's accessible name */
  label: string;
  query: { isPending: boolean; isFetching: boolean };
  loadingLabel: string;
  /** how many were loaded, and how many pass the filters */
  total: number;
  shown: number;
  /** the plural in 'Showing 2 of 5 services' */
  noun: string;
  emptyText: string;
  addFirstLabel: string;
  onAdd: () => void;
  noMatchText: string;
  /** the large-screen table and the small-screen cards of the rows shown */
  table: ReactNode;
  cards: ReactNode;
}

/** Spec §2 admin lists filtered on the page: loading, nothing yet (with an add button), the counter, then no match or the rows. */
export function FilteredListCard({ label, query, ...body }: Props) {
  return (
    <Card aria-label={label} aria-busy={query.isFetching} className="p-3 sm:p-5">
      <Body isPending={query.isPending} {...body} />
    </Card>
  );
}

type BodyProps = Omit<Props, 'label' | 'query'> & { isPending: boolean };

function Body({ isPending, loadingLabel, total, shown, noun, emptyText, addFirstLabel, onAdd, noMatchText, table, cards }: BodyProps) {
  if (isPending) return <Spinner label={loadingLabel} />;
  if (total === 0) {
    return (
      <div className="py-12 text-center">
        <p className="text-stone-700">{emptyText}</p>
        <Button className="mt-4" onClick={onAdd}>
          {addFirstLabel}
        </Button>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="mb-4 text-sm text-stone-600">
        Showing {shown} of {total} {noun}
      </p>
      {shown === 0 ? (
        <p className="py-12 text-center text-stone-700">{noMatchText}</p>
      ) : (
        <>
          <div className="hidden lg:block">{table}</div>
          <div className="lg:hidden">{cards}</div>
        </>
      )}
    </>
  );
}
