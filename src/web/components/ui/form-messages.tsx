/** Spec §2: after a failed submit, every problem in one list, announced. */
export function ValidationSummary({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900">
      <p className="font-medium">Please fix the following {messages.length} error(s)</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
        {messages.map((m, i) => (
          <li key={`${i}-${m}`}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §8: a failed save (or delete) from the form shows here, the form kept as typed. */
export function FormErrorBox({ title, message }: { title: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
    </div>
  );
}

/**
 * What the server refused, under a form. The alert region is always in the page, so a screen reader announces the
 * message the moment it appears; nothing shows while there is none.
 */
export function RefusalAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert">
      {message && <p className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{message}</p>}
    </div>
  );
}
