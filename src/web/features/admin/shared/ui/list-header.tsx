import { Button } from '../../../../components/ui/button.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';

/** An admin list's page title with its add button beside it. */
export function ListHeader({ title, addLabel, onAdd }: { title: string; addLabel: string; onAdd: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4">
      <PageHeading title={title} />
      <Button onClick={onAdd} className="mb-6">
        {addLabel}
      </Button>
    </div>
  );
}
