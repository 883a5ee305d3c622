/**
 * The no-show terms the client agreed to as they booked (issue 26), as the booking's pages are given them: the
 * confirmation and payment return pages, and the manage link.
 */
export function BookedPolicy({ text, className = 'mx-auto mt-5 max-w-sm' }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return (
    <section aria-labelledby="booked-policy-heading" className={`${className} text-left text-sm`}>
      <h2 id="booked-policy-heading" className="font-medium text-stone-800">
        Cancellation and no-show policy
      </h2>
      <p className="mt-1 text-stone-600">{text}</p>
    </section>
  );
}
