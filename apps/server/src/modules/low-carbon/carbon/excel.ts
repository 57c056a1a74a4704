// exceljs is large: loaded when a workbook is first read or made.
export const excel = async () => (await import('exceljs')).default;
