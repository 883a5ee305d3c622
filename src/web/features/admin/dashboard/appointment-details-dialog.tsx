import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatGBP } from '../../../../core/money.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { TestMoneyNote } from '../../../components/ui/test-money-note.tsx';
import { formatLongDate, formatTime } from '../../../lib/format.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { appointmentParts, clientConfirmedText } from '../shared/appointment/appointment-display.ts';
import { ClientNotes } from '../shared/appointment/client-notes.tsx';
import { FeePanel } from '../shared/fees/fee-panel.tsx';
import { DetailsPayments } from '../shared/till/details-payments.tsx';
import { VisitServices } from '../shared/till/visit-services.tsx';
import { useVisitMoney } from '../../../api/visit-money.ts';
import { diaryTone, heldUntilText, statusName } from '../shared/appointment/appointment-status.ts';

const minutesBetween = (start: string, end: string) => Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000);

interface DetailsProps {
  appointment: AdminAppointment | undefined;
  onClose: () => void;
  /** opens the till over the details (docs/decisions/0027) */
  onCheckOut: (a: AdminAppointment) => void;
}

/** Spec §2 'Appointment Details': every field, then Close or 'Manage Appointment'; the payments beyond the spec. */
export function AppointmentDetailsDialog({ appointment, onClose, onCheckOut }: DetailsProps) {
  return (
    <Dialog open={Boolean(appointment)} onClose={onClose} title="Appointment Details">
      {appointment && <Details appointment={appointment} onClose={onClose} onCheckOut={onCheckOut} />}
    </Dialog>
  );
}

function Details({ appointment: a, onClose, onCheckOut }: DetailsProps & { appointment: AdminAppointment }) {
  const beautician = a.beautician?.name || a.beauticianId?.name;
  return (
    <>
      <p className="-mt-2 text-stone-600">{formatLongDate(a.start)}</p>
      <div className="mt-5 space-y-5 text-sm">
        {/* Links at least 24 px tall, so a finger tells the name from the phone on adjacent rows (WCAG 2.5.8). */}
        <Section title="Customer Information">
          <Row term="Name">
            {a.clientRecord ? (
              <Link
                to={adminPaths.client(a.clientRecord._id)}
                className="inline-flex min-h-6 items-center font-medium text-plum-800 underline underline-offset-4"
              >
                {a.client.name || a.clientRecord.name}
              </Link>
            ) : (
              a.client.name || 'Unknown'
            )}
          </Row>
          {a.client.email && <Row term="Email">{a.client.email}</Row>}
          {a.client.phone && (
            <Row term="Phone">
              <a
                href={`tel:${a.client.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-6 items-center font-medium text-plum-800 underline underline-offset-4"
              >
                {a.client.phone}
              </a>
            </Row>
          )}
        </Section>
        {a.clientRecord?.notes && (
          // The staff's private notes on the client (allergies, a patch test): with every appointment, never behind a click.
          <Section title="Client notes">
            <ClientNotes appointment={a} />
          </Section>
        )}
        <Section title="Service">
          <Row term="Service">{a.service.name || a.variantName}</Row>
          {a.variantName && <Row term="Variant">{a.variantName}</Row>}
        </Section>
        {beautician && (
          <Section title="Beautician">
            <Row term="Name">{beautician}</Row>
          </Section>
        )}
        <Section title="Time">
          <Row term="Start">{formatTime(a.start)}</Row>
          <Row term="End">{formatTime(a.end)}</Row>
          <Row term="Duration">{`${minutesBetween(a.start, a.end)} minutes`}</Row>
          <Parts appointment={a} />
        </Section>
        <Visit appointment={a} />
        <div className="grid grid-cols-2 gap-4">
          <Section title="Price">
            <p className="text-lg font-semibold text-stone-900">{formatGBP(a.price)}</p>
            {a.amountPaid > 0 && (
              <p className="mt-1 text-stone-700">
                {`Paid online ${formatGBP(a.amountPaid)}`}
                {a.testMoney && <TestMoneyNote />}
              </p>
            )}
          </Section>
          <Section title="Status">
            <StatusBadge status={a.status} tone={diaryTone(a)} label={statusName(a)} />
            {heldUntilText(a) && <p className="mt-1 text-stone-700">{heldUntilText(a)}</p>}
            <ConfirmedByText appointment={a} />
          </Section>
        </div>
        {a.client.notes && (
          <Section title="Notes">
            <p className="whitespace-pre-line text-stone-800">{a.client.notes}</p>
          </Section>
        )}
        <Section title="Payments">
          <DetailsPayments appointment={a} onCheckOut={onCheckOut} />
        </Section>
        {/* A no-show's or late cancellation's fee (issue 26); nothing when the visit has none. */}
        <FeePanel appointment={a} />
      </div>
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Link to={adminPaths.appointments} className={buttonClasses()}>
          Manage Appointment
        </Link>
      </div>
    </>
  );
}

/** Opened on any service of a visit of several, the details list them all (issue 25). */
function Visit({ appointment }: { appointment: AdminAppointment }) {
  const money = useVisitMoney(appointment._id);
  if (!money.data || money.data.parts.length < 2) return null;
  return (
    <Section title="Visit">
      <VisitServices money={money.data} />
    </Section>
  );
}

/** When the client confirmed by replying to the text reminder (issue 27): the desk need not call them. */
function ConfirmedByText({ appointment }: { appointment: AdminAppointment }) {
  const text = clientConfirmedText(appointment);
  if (!text) return null;
  return (
    <p className="mt-1.5 text-stone-800">
      <span aria-hidden className="mr-1 font-semibold text-green-800">
        ✓
      </span>
      {text}
    </p>
  );
}

/** A processing part's place in the visit, with times (docs/decisions/0032): staff see when the beautician is free. */
function Parts({ appointment }: { appointment: AdminAppointment }) {
  const parts = appointmentParts(appointment);
  if (parts.length === 0) return null;
  return (
    <div className="flex gap-2">
      <span className="w-20 shrink-0 text-stone-600">Parts</span>
      <ul className="min-w-0 text-stone-900">
        {parts.map((part) => (
          <li key={part.start}>{`${formatTime(part.start)}–${formatTime(part.end)} ${part.label}`}</li>
        ))}
      </ul>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-plum-800">{title}</h3>
      <div className="mt-1.5">{children}</div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <p className="flex gap-2">
      <span className="w-20 shrink-0 text-stone-600">{term}</span>
      <span className="min-w-0 break-words text-stone-900">{children}</span>
    </p>
  );
}
