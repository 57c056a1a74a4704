import { zLine } from '../../validation.ts';

/** The accounts' field builders. Internal to the contract: the area's index does not export this file. */

/** A short free field of a form: one line, at most `max` characters. */
export const zField = (max: number, tooLong = 'validation.tooLong') => zLine().max(max, { error: tooLong });
