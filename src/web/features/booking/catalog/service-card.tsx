import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import { durationRangeLabel, priceRangeLabel } from '../../../../core/catalog-display.ts';
import { IMAGE_SIZES } from '../../../../core/image-rules.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';

interface ServiceCardProps {
  service: Service;
  onChoose: (service: Service) => void;
  /** 'Add to visit' (issue 25): book it with other services in one visit */
  onAddToVisit: (service: Service) => void;
  inVisit: boolean;
}

/**
 * Spec §2 service card. The whole card is clickable through the 'Book Now' button stretched over it,
 * so there is one control for keyboard and screen-reader users and no button nested in a button.
 */
export function ServiceCard({ service, onChoose, onAddToVisit, inVisit }: ServiceCardProps) {
  const imageUrl = service.imageUrl ?? service.image?.url ?? null;
  const price = priceRangeLabel(service.variants);
  const duration = durationRangeLabel(service.variants);
  const bookable = service.variants.length > 0;
  const headingId = `service-${service._id}`;

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-3xl border border-stone-200/80 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="aspect-[16/10] overflow-hidden bg-gradient-to-br from-plum-100 to-blush">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={service.image?.alt || service.name}
            // The stored image's own size (a cover crop), so the browser knows its shape before it arrives.
            width={IMAGE_SIZES.service.width}
            height={IMAGE_SIZES.service.height}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <div aria-hidden="true" className="flex size-full items-center justify-center font-display text-5xl text-plum-300">
            {service.name.charAt(0)}
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="font-display text-xl font-semibold">
            {service.name}
          </h3>
          <span className="shrink-0 rounded-full bg-plum-50 px-3 py-1 text-xs font-medium text-plum-800">{service.category}</span>
        </div>
        {service.beautician && <p className="mt-1 text-sm text-stone-600">By {service.beautician.name}</p>}
        <p className="mt-3 line-clamp-2 text-stone-600">{service.description}</p>

        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-5">
          <dl className="text-sm">
            {price && (
              <div>
                <dt className="sr-only">Price</dt>
                <dd className="text-base font-semibold text-stone-900">{price}</dd>
              </div>
            )}
            {duration && (
              <div>
                <dt className="sr-only">Duration</dt>
                <dd className="text-stone-600">{duration}</dd>
              </div>
            )}
          </dl>
          <div className="flex flex-wrap gap-2">
            {/* Above the card-wide 'Book Now', so it is a control of its own. */}
            <button
              type="button"
              disabled={!bookable || inVisit}
              onClick={() => onAddToVisit(service)}
              aria-describedby={headingId}
              className={buttonClasses({ variant: 'secondary', className: 'relative z-10' })}
            >
              {inVisit ? 'In your visit' : 'Add to visit'}
            </button>
            <button
              type="button"
              disabled={!bookable}
              onClick={() => onChoose(service)}
              aria-describedby={headingId}
              className={buttonClasses({ className: 'after:absolute after:inset-0 after:rounded-3xl after:content-[""]' })}
            >
              Book Now
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
