import { INDICATORS, type Indicator, MODULES, type ResultsMatrix } from '@steel-epd/contract';
import { el, wrap } from './xml.ts';

/**
 * A results matrix in ILCD+EPD v1.2 (decision 241): the impact indicators as `LCIAResult`s
 * referencing their LCIA method data sets, the resource, waste and output indicators as
 * `exchange`s referencing their flows, each with one `epd:amount epd:module="…"` per declared
 * module that has a figure and the reference to its unit group; all by the format's own UUIDs
 * (the contract's INDICATORS). A module not declared has no amount, nor an indicator not
 * declared there; GWP-GHG, which has no ILCD reference, is not written.
 */

const amountsOf = (matrix: ResultsMatrix, indicator: Indicator): string[] =>
  MODULES.filter((module) => matrix.modules.includes(module)).flatMap((module) => {
    const value = matrix.values[indicator.key]?.[module];
    return typeof value === 'number' ? [el('epd:amount', value, { 'epd:module': module })] : [];
  });

const unitGroupOf = (ilcd: NonNullable<Indicator['ilcd']>) =>
  wrap('epd:referenceToUnitGroupDataSet', [el('common:shortDescription', ilcd.unit, { 'xml:lang': 'en' })], {
    type: 'unit group data set',
    refObjectId: ilcd.unitGroupUuid,
  });

/** Where each indicator goes and with what: only those with an ILCD reference and a figure. */
const written = (matrix: ResultsMatrix, group: (i: Indicator) => boolean) =>
  INDICATORS.filter(group).flatMap((indicator) => {
    const amounts = amountsOf(matrix, indicator);
    return indicator.ilcd && amounts.length > 0 ? [{ indicator, ilcd: indicator.ilcd, amounts }] : [];
  });

/** The LCIAResults element, or '' when the matrix has no impact figure. */
export const ilcdLciaResults = (matrix: ResultsMatrix): string => {
  const results = written(matrix, (i) => i.group === 'core' || i.group === 'additional').map(
    ({ ilcd, amounts }) =>
      wrap('LCIAResult', [
        wrap(
          'referenceToLCIAMethodDataSet',
          [el('common:shortDescription', ilcd.name, { 'xml:lang': 'en' })],
          {
            type: 'LCIA method data set',
            refObjectId: ilcd.uuid,
            ...(ilcd.version ? { version: ilcd.version } : {}),
          },
        ),
        wrap('common:other', [...amounts, unitGroupOf(ilcd)]),
      ]),
  );
  return results.length > 0 ? wrap('LCIAResults', results) : '';
};

/**
 * The indicator exchanges, numbered from `firstId` (the reference flow keeps its own):
 * resource use as inputs, waste and output flows as outputs.
 */
export const ilcdIndicatorExchanges = (matrix: ResultsMatrix, firstId: number): string[] =>
  written(matrix, (i) => i.group === 'resource' || i.group === 'waste' || i.group === 'output').map(
    ({ indicator, ilcd, amounts }, i) =>
      wrap(
        'exchange',
        [
          wrap('referenceToFlowDataSet', [el('common:shortDescription', ilcd.name, { 'xml:lang': 'en' })], {
            type: 'flow data set',
            refObjectId: ilcd.uuid,
          }),
          el('exchangeDirection', indicator.group === 'resource' ? 'Input' : 'Output'),
          wrap('common:other', [...amounts, unitGroupOf(ilcd)]),
        ],
        { dataSetInternalID: firstId + i },
      ),
  );
