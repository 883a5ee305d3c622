import { noticeCutsInto, noticeWords } from '../../../core/availability/notice.ts';
import { SALON_TIME_ZONE } from '../../../core/time.ts';

/**
 * Why a day's first times are missing: 'Online bookings need 2 hours' notice — call us for sooner', with the
 * salon's number (issue 15: at 18:54 the first time offered was 21:00, with no word why).
 */
export function NoticeHint({ date, minNoticeMinutes, phone }: { date: string; minNoticeMinutes: number; phone: string }) {
  if (!noticeCutsInto(date, new Date(), minNoticeMinutes, SALON_TIME_ZONE)) return null;
  return (
    <p className="mt-4 text-sm text-stone-700">
      {`Online bookings need ${noticeWords(minNoticeMinutes)} notice — call us for sooner`}
      {phone && (
        <>
          {': '}
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="rounded font-medium text-plum-800 underline underline-offset-4 hover:text-plum-900"
          >
            {phone}
          </a>
        </>
      )}
    </p>
  );
}
