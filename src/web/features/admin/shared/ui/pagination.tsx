import { Button } from '../../../../components/ui/button.tsx';

interface PaginationProps {
  offset: number;
  shown: number;
  total: number;
  pageSize: number;
  onPage: (offset: number) => void;
}

/** 'Showing X–Y of Z' with Previous and Next: a salon with years of history never loads it all at once. */
export function Pagination({ offset, shown, total, pageSize, onPage }: PaginationProps) {
  if (total === 0) return null;
  return (
    <nav aria-label="Pages" className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-600" aria-live="polite">{`Showing ${offset + 1}–${offset + shown} of ${total}`}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - pageSize))}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={offset + shown >= total} onClick={() => onPage(offset + pageSize)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
