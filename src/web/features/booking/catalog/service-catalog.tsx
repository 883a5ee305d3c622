import { useState } from 'react';
import { useServices } from '../../../api/services.ts';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ALL_CATEGORIES, CategoryFilter } from './category-filter.tsx';
import { ServiceCard } from './service-card.tsx';
import { useChooseService } from './use-choose-service.ts';
import { useVisit } from '../visit/use-visit.ts';
import { VisitBar } from '../visit/visit-bar.tsx';

/** Spec §2 '/': 'Our Services' with a category filter and a two-column grid of cards. */
export function ServiceCatalog() {
  const { data: services, isPending, isError, error, refetch } = useServices();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const choose = useChooseService();
  const visit = useVisit();
  const inVisit = new Set(visit.lines.map((l) => l.item.serviceId));

  const categories = [...new Set((services ?? []).map((s) => s.category).filter(Boolean))];
  const shown = (services ?? []).filter((s) => category === ALL_CATEGORIES || s.category === category);

  return (
    <section aria-labelledby="services-heading" className="mt-12 sm:mt-16">
      <div className="mb-6 flex flex-col gap-5 sm:mb-8">
        <div>
          <h2 id="services-heading" className="font-display text-3xl font-semibold tracking-tight">
            Our Services
          </h2>
          <p className="mt-2 text-stone-600">Discover our range of professional beauty treatments</p>
        </div>
        {services && services.length > 0 && <CategoryFilter categories={categories} selected={category} onSelect={setCategory} />}
      </div>

      {isPending ? (
        // Tall enough to keep the footer below the fold until the cards arrive (no layout shift).
        <Spinner label="Loading services..." className="min-h-[50vh]" />
      ) : isError ? (
        // The spec leaves this open (§8); a message and a retry beat an empty page.
        <Notice tone="error" title="We couldn't load our services." action={<Button onClick={() => void refetch()}>Retry</Button>}>
          {errorMessage(error)}
        </Notice>
      ) : shown.length === 0 ? (
        <Notice title="No services to show yet.">Please check back soon.</Notice>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2">
          {shown.map((service) => (
            <li key={service._id} className="flex">
              <ServiceCard service={service} onChoose={choose} onAddToVisit={visit.add} inVisit={inVisit.has(service._id)} />
            </li>
          ))}
        </ul>
      )}
      <VisitBar visit={visit} />
    </section>
  );
}
