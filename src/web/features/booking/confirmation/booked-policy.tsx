/** The no-show terms the client agreed to as they booked (issue 26), as GET /api/appointments/:id gives them. */
export function BookedPolicy({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <section aria-labelledby="booked-policy-heading" className="mx-auto mt-5 max-w-sm text-left text-sm">
      <h2 id="booked-policy-heading" className="font-medium text-stone-800">
        Cancellation and no-show policy
      </h2>
      <p className="mt-1 text-stone-600">{text}</p>
    </section>
  );
}
