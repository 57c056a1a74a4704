import { randomBytes } from 'node:crypto';

/**
 * A public, unguessable id (22 characters of base64url, 128 bits): the QR address
 * /app/epd/{businessId} and the report address /apppdf/{businessId} use it, so a record's
 * database id is never exposed and addresses cannot be enumerated.
 */
export const newBusinessId = () => randomBytes(16).toString('base64url');

export const BUSINESS_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
