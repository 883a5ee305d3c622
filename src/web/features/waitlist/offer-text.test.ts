import { describe, expect, it } from 'vitest';
import { bookedPath, countdownText, heldUntilText, isSuccessPage, offerOutcomeText, offerTimeText, safeRedirect } from './offer-text.ts';

describe("what a waitlist offer's page says", () => {
  it("gives the time in the salon's zone, in words", () => {
    expect(offerTimeText('2027-03-06T10:00:00Z')).toBe('Saturday 6 March 2027 at 10:00'); // GMT
    expect(offerTimeText('2027-06-05T09:00:00Z')).toBe('Saturday 5 June 2027 at 10:00'); // BST
  });

  it('says until when the time is held with its day, the same day too (issue 40)', () => {
    expect(heldUntilText('2027-03-06T10:30:00Z')).toBe('Held for you until Saturday 6 March 2027 at 10:30');
    expect(heldUntilText('2027-03-07T09:00:00Z')).toBe('Held for you until Sunday 7 March 2027 at 09:00');
  });

  it('counts down in minutes and seconds, and hours past one', () => {
    expect(countdownText(14 * 60_000 + 5_000)).toBe('14:05 left');
    expect(countdownText(500)).toBe('0:01 left');
    expect(countdownText(3_723_000)).toBe('1:02:03 left');
    expect(countdownText(0)).toBe('');
  });

  it('says an ended or declined offer in the words the client expects', () => {
    expect(offerOutcomeText('lapsed')).toBe('Sorry, this offer has ended and the time has gone to the next client waiting.');
    expect(offerOutcomeText('withdrawn')).toBe(offerOutcomeText('lapsed'));
    expect(offerOutcomeText('declined')).toBe("Thanks for letting us know. We've offered the time to the next client.");
    expect(offerOutcomeText('open')).toBeUndefined();
    expect(offerOutcomeText('accepted')).toBeUndefined();
  });

  it("links an accepted offer to its booking's page", () => {
    const path = bookedPath('0b7c3c36-1d1e-4c61-9f3a-3f1f4f2a9d11');
    expect(path).toBe('/success?appointmentId=0b7c3c36-1d1e-4c61-9f3a-3f1f4f2a9d11');
    expect(isSuccessPage(path)).toBe(true);
    expect(isSuccessPage('/pay/abc')).toBe(false);
  });

  it('goes only to a web address', () => {
    expect(safeRedirect('/pay/abc', 'https://salon.example')).toBe('https://salon.example/pay/abc');
    expect(() => safeRedirect('javascript:alert(1)', 'https://salon.example')).toThrow();
  });
});
