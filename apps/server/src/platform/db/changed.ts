/** Did a conditional update or delete touch a row? One spelling for every store. */
export const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }): boolean =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0) > 0;
