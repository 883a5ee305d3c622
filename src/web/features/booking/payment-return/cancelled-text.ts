/**
 * What '/cancel' says. Leaving a payment page is spec §2's 'Payment Canceled' with its exact words; leaving the page
 * that saves a card to book (`closed=card`, issue 40) paid nothing and booked nothing, so it says that instead.
 */
export function cancelledPageText(closed: string | null): { title: string; text: string } {
  if (closed === 'card')
    return {
      title: 'Booking not made',
      text: 'You closed the card page, so your booking was not made and nothing was charged. Go back to checkout to book again.',
    };
  return { title: 'Payment Canceled', text: 'Your payment was canceled. Your reserved slot may expire if not completed soon.' };
}
