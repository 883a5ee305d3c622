import type { MessageChannel } from '../../../../core/schemas/notifications.schema.ts';
import { channelLabel } from './outbox-display.ts';

/** Whether a row is an e-mail or a text, beside its kind: one booking may have both, to different addresses. */
export function ChannelTag({ channel }: { channel: MessageChannel }) {
  return (
    <span className="inline-flex items-center rounded-md bg-stone-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-stone-700 ring-1 ring-stone-200 ring-inset">
      {channelLabel(channel)}
    </span>
  );
}
