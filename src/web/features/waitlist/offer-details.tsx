import { formatGBP } from '../../../core/money.ts';
import type { WaitlistOfferPublic } from '../../../core/schemas/waitlist.schema.ts';
import { formatTime } from '../../lib/format.ts';
import { offerTimeText } from './offer-text.ts';

/** The offered time, its services with who does each, and the visit's price. */
export function OfferDetails({ offer }: { offer: WaitlistOfferPublic }) {
  const several = offer.services.length > 1;
  return (
    <dl className="space-y-3 text-stone-800">
      <div>
        <dt className="text-sm font-medium text-stone-600">When</dt>
        <dd className="text-lg font-semibold text-stone-900">{offerTimeText(offer.startISO)}</dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-stone-600">{several ? 'Services' : 'Service'}</dt>
        <dd>
          <ul className="space-y-1">
            {offer.services.map((s) => (
              <li key={`${s.startISO} ${s.serviceName}`}>
                {`${s.serviceName} — ${s.variantName} with ${s.beauticianName}`}
                {several && <span className="text-stone-600">{` (${formatTime(s.startISO)}–${formatTime(s.endISO)})`}</span>}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-stone-600">Price</dt>
        <dd>{formatGBP(offer.price)}</dd>
      </div>
    </dl>
  );
}
