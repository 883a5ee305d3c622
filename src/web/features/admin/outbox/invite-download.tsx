import { Button } from '../../../components/ui/button.tsx';

/** Saves the calendar invite as a file, built in the browser from the message already loaded. */
function saveIcs(ics: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function InviteDownload({ ics, messageId }: { ics: string; messageId: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => saveIcs(ics, `invite-${messageId.slice(0, 8)}.ics`)}>
      Download invite (.ics)
    </Button>
  );
}
