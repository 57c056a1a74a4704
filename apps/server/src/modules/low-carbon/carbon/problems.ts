import { type Lang, type TextKey, textOf } from '@steel-epd/contract';

/** A problem in the workbook: where and what; `message` is a text key in the contract's texts (zh+en) and `values` fill it. */
export interface WorkbookProblem {
  sheet: string;
  cell: string;
  message: TextKey;
  values?: Record<string, string | number>;
}

/** The workbook cannot be used; `problems` says where and why (all found, in sheet order). */
export class WorkbookError extends Error {
  readonly problems: WorkbookProblem[];
  constructor(problems: WorkbookProblem[]) {
    super(`workbook refused: ${problems.map((p) => `${p.sheet}!${p.cell} ${p.message}`).join('; ')}`);
    this.name = 'WorkbookError';
    this.problems = problems;
  }
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** One problem as a sentence in the reader's language, with its sheet and cell ("Sheet "数据 Inputs", cell C7: …"). */
export const describeProblem = (problem: WorkbookProblem, lang: Lang): string => {
  const text = fill(textOf(problem.message, lang), problem.values ?? {});
  if (problem.sheet === '' && problem.cell === '') return text;
  const where =
    problem.sheet === '' ? 'lowCarbonWorkbook.problem.whereName' : 'lowCarbonWorkbook.problem.where';
  return fill(textOf(where, lang), { sheet: problem.sheet, cell: problem.cell, text });
};
