/**
 * Marks an amount paid with test money (the demo's offline provider, Stripe test keys): staff must never take
 * it for real takings (docs/decisions/0019).
 */
export function TestMoneyNote() {
  return (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Test money: nothing was charged</span>
  );
}
