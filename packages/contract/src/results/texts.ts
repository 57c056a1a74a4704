import { defineTexts } from '../texts/define.ts';

/**
 * Why a results matrix is refused (`matrixProblems`), and the words of its tables. Parameters:
 * `{{module}}` a life-cycle module, `{{indicator}}` an indicator's short name, `{{modules}}` a
 * list of modules, `{{edition}}`, `{{method}}`, `{{kg}}`, `{{total}}` and `{{sum}}` figures.
 */
export const resultsTexts = defineTexts({
  'results.problem.edition': [
    'EN 15804 版本无效：请选择 EN 15804+A2 或 EN 15804+A1。',
    'The EN 15804 edition is not valid: choose EN 15804+A2 or EN 15804+A1.',
  ],
  'results.problem.editionNew': [
    '新提交的结果须按 {{edition}} 编制。',
    'Results entered now must follow {{edition}}.',
  ],
  'results.problem.method': [
    '影响评价方法无效：请选择 EF 3.1、EF 3.0 或 CML 2001。',
    'The LCIA method is not valid: choose EF 3.1, EF 3.0 or CML 2001.',
  ],
  'results.problem.methodEdition': [
    '{{edition}} 的结果须采用 EF 影响评价方法（EF 3.1 或 EF 3.0）。',
    'Results under {{edition}} must use an EF method (EF 3.1 or EF 3.0).',
  ],
  'results.problem.methodNew': [
    '新提交的结果须采用 {{method}} 影响评价方法。',
    'Results entered now must use the {{method}} LCIA method.',
  ],
  'results.problem.declaredUnit': [
    '声明单位无效：数量须为正数，单位须为 t、kg、m、m²、m³ 或件。',
    'The declared unit is not valid: the amount must be positive and the unit one of t, kg, m, m², m³ or item.',
  ],
  'results.problem.massFactor': [
    '请填写每声明单位的质量（kg），须为正数。',
    'Enter the mass of one declared unit in kg, a positive number.',
  ],
  'results.problem.massFactorUnit': [
    '该声明单位的质量应为 {{kg}} kg。',
    'One declared unit weighs {{kg}} kg.',
  ],
  'results.problem.serviceLife': [
    '参考使用寿命须为 0 至 500 年之间的正数，未声明时请留空。',
    'The reference service life must be a positive number of years up to 500, or empty when not declared.',
  ],
  'results.problem.moduleUnknown': [
    '未知的生命周期阶段“{{module}}”。',
    'Unknown life-cycle module "{{module}}".',
  ],
  'results.problem.moduleTwice': [
    '生命周期阶段 {{module}} 重复声明。',
    'Module {{module}} is declared twice.',
  ],
  'results.problem.productStageBoth': [
    '产品阶段请以 A1-A3 合并声明，或分别声明 A1、A2、A3，二者不可同时声明。',
    'Declare the product stage either as A1-A3 or as A1, A2 and A3, not both.',
  ],
  'results.problem.productStage': [
    '须声明产品阶段：A1-A3，或 A1、A2、A3 全部。',
    'The product stage must be declared: A1-A3, or all of A1, A2 and A3.',
  ],
  'results.problem.modulesMandatory': [
    '按 EN 15804+A2，建筑产品须声明 A1-A3、C1-C4 和 D；缺少：{{modules}}。',
    'Under EN 15804+A2 a construction product declares A1-A3, C1-C4 and D; missing: {{modules}}.',
  ],
  'results.problem.indicatorUnknown': ['未知的指标“{{indicator}}”。', 'Unknown indicator "{{indicator}}".'],
  'results.problem.valueNotDeclared': [
    '阶段 {{module}} 未声明（MND），{{indicator}} 不应填写数值（包括 0）。',
    'Module {{module}} is not declared (MND): {{indicator}} must have no figure there, not even 0.',
  ],
  'results.problem.valueNumber': [
    '{{indicator}} 在 {{module}} 的数值无效：请填写有限的数字。',
    '{{indicator}} in {{module}} is not a valid number.',
  ],
  'results.problem.valueMissing': [
    '已声明阶段 {{module}}，须填写 {{indicator}} 的数值。',
    'Module {{module}} is declared: enter the value of {{indicator}}.',
  ],
  'results.problem.gwpBalance': [
    '{{module}} 的 GWP-total（{{total}}）应等于 GWP-fossil、GWP-biogenic 与 GWP-luluc 之和（{{sum}}）。',
    'GWP-total in {{module}} ({{total}}) must equal GWP-fossil + GWP-biogenic + GWP-luluc ({{sum}}).',
  ],
  'results.workbook.where': [
    '工作表“{{sheet}}”单元格 {{cell}}：{{text}}',
    'Sheet "{{sheet}}", cell {{cell}}: {{text}}',
  ],
  'results.workbook.whereName': ['名称 {{cell}}：{{text}}', 'Name {{cell}}: {{text}}'],
  'results.workbook.noNames': [
    '该工作簿不是 EPD 结果模板（没有模板的任何名称）；请下载结果模板填写后上传。',
    'The workbook is not the EPD results template (it has none of its names); please fill in the results template and upload it.',
  ],
  'results.workbook.nameNotACell': [
    '名称 {{name}} 应指向一个单元格，现为 {{value}}。',
    'The name {{name}} must point to one cell; it points to {{value}}.',
  ],
  'results.workbook.missingName': [
    '缺少定义的名称 {{name}}；请使用结果模板，不要删除或重命名其中的名称。',
    'The defined name {{name}} is missing; please use the results template without deleting or renaming its names.',
  ],
  'results.workbook.formula': [
    '公式 {{value}} 没有计算结果；请在 Excel 中重新计算并保存后上传。',
    'The formula {{value}} has no calculated value; please recalculate and save the workbook in Excel, then upload it.',
  ],
  'results.workbook.notNumber': ['“{{value}}”不是数字。', '"{{value}}" is not a number.'],
  'results.workbook.required': ['此项必须填写。', 'This value is required.'],
  'results.workbook.choice': [
    '“{{value}}”不是可选项；请选择：{{choices}}。',
    '"{{value}}" is not one of the choices: {{choices}}.',
  ],
  'results.workbook.declaredChoice': [
    '“{{value}}”无效：请选择 Declared（已声明）或 MND（未声明）。',
    '"{{value}}" is not valid: choose Declared or MND (module not declared).',
  ],
  'results.cell.mnd': ['MND', 'MND'],
  'results.cell.mndTitle': ['未声明的阶段', 'Module not declared'],
  'results.cell.nd': ['ND', 'ND'],
  'results.cell.ndTitle': ['未声明的指标', 'Indicator not declared'],
  'results.group.core': ['核心环境影响指标', 'Core environmental impact indicators'],
  'results.group.additional': ['附加环境影响指标', 'Additional environmental impact indicators'],
  'results.group.resource': ['资源使用', 'Use of resources'],
  'results.group.waste': ['废物类别', 'Waste categories'],
  'results.group.output': ['输出流', 'Output flows'],
});
