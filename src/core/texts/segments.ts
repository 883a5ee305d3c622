import { SegmentedMessage } from 'sms-segments-calculator';

// A text's cost in message segments: 160 GSM-7 characters in one (153 each when split, the extension characters
// such as € counting two), or 70 UCS-2 units (67 when split) once any character is outside GSM-7. Twilio's own
// calculator does the counting.

export function segmentsOf(body: string): number {
  return new SegmentedMessage(body).segmentsCount;
}

export function encodingOf(body: string): 'GSM-7' | 'UCS-2' {
  return new SegmentedMessage(body).encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2';
}
