/** A search card's expired stamp: the server says expired (its day is the platform's). */
export const isExpired = (card: { status: string }): boolean => card.status === 'expired';
