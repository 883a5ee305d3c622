import { useState } from 'react';
import { categoriesToOrder } from '../../../../core/booking/visit-order.ts';
import type { SalonSettings } from '../../../../core/schemas/settings.schema.ts';
import { useAdminServices } from '../../../api/admin-services.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SettingsSectionForm, useSettingsSectionSave } from './settings-section-form.tsx';

/**
 * The order in which a visit's services happen, by category (issue 25, docs/decisions/0032): a client booking colour,
 * cut and blow-dry gets them in the salon's order, and may swap only services of one category.
 */
export function VisitOrderForm({ settings }: { settings: SalonSettings }) {
  const save = useSettingsSectionSave('Visit order saved.', 'Failed to save the visit order');
  const services = useAdminServices();
  const [edited, setEdited] = useState<string[]>();
  const order =
    edited ??
    categoriesToOrder(
      settings.visitCategoryOrder,
      (services.data ?? []).map((s) => s.category),
    );

  const move = (from: number, to: number) => {
    const next = [...order];
    const [category] = next.splice(from, 1);
    next.splice(to, 0, category!);
    setEdited(next);
  };

  return (
    <SettingsSectionForm
      id="visit-order"
      title="Order of services in a visit"
      submitLabel="Save visit order"
      save={save}
      onSubmit={async (event) => {
        event?.preventDefault();
        save.submit({ visitCategoryOrder: order });
      }}
    >
      <p id="visit-order-hint" className="text-sm text-stone-600">
        When a client books several services together, they happen in this order. Clients may swap only services of the same category.
      </p>
      {order.length === 0 ? (
        <p className="text-sm text-stone-600">Add services first: their categories appear here.</p>
      ) : (
        <ol aria-describedby="visit-order-hint" className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
          {order.map((category, index) => (
            <li key={category} className="flex items-center justify-between gap-3 px-4 py-2">
              <span>
                <span className="mr-2 text-stone-500">{index + 1}.</span>
                {category}
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Move ${category} earlier`}
                >
                  Earlier
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={index === order.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move ${category} later`}
                >
                  Later
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SettingsSectionForm>
  );
}
