import type { Salon } from '../../../core/schemas/salon.schema.ts';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icons.tsx';

const linkClass = 'rounded font-medium text-plum-800 underline-offset-4 hover:underline';

/** A maps search for the address: works on every device without an API key. */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** tel: wants digits and a leading +, not the spaces people write numbers with. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Spec §2 '/salon' Contact card. */
export function ContactCard({ salon }: { salon: Pick<Salon, 'address' | 'phone' | 'email'> }) {
  return (
    <Card aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="font-display text-2xl font-semibold">
        Contact
      </h2>
      <ul className="mt-5 space-y-4">
        {salon.address && (
          <li className="flex gap-3">
            <Icon name="pin" className="mt-0.5 size-5 shrink-0 text-plum-700" />
            <div>
              <span className="sr-only">Address: </span>
              <address className="not-italic text-stone-800">{salon.address}</address>
              <a
                href={mapsUrl(salon.address)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} mt-1 inline-flex items-center gap-1 text-sm`}
              >
                Open in Maps
                <Icon name="external" className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </li>
        )}
        {salon.phone && (
          <li className="flex items-center gap-3">
            <Icon name="phone" className="size-5 shrink-0 text-plum-700" />
            <span className="sr-only">Phone: </span>
            <a href={telHref(salon.phone)} className={linkClass}>
              {salon.phone}
            </a>
          </li>
        )}
        {salon.email && (
          <li className="flex items-center gap-3">
            <Icon name="mail" className="size-5 shrink-0 text-plum-700" />
            <span className="sr-only">Email: </span>
            <a href={`mailto:${salon.email}`} className={`${linkClass} break-all`}>
              {salon.email}
            </a>
          </li>
        )}
      </ul>
    </Card>
  );
}
