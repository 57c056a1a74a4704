import { defineTexts } from '../define.ts';

/**
 * The low-carbon data-collection workbook: why an uploaded workbook is refused (each problem
 * names its sheet and cell), and the names of the carbon breakdown's lines. Parameters:
 * `{{name}}` a defined name, `{{value}}` what was found, `{{mb}}` the unpacked size allowed.
 */
export const lowCarbonWorkbookTexts = defineTexts({
  'lowCarbonWorkbook.problem.where': [
    '工作表“{{sheet}}”单元格 {{cell}}：{{text}}',
    'Sheet "{{sheet}}", cell {{cell}}: {{text}}',
  ],
  'lowCarbonWorkbook.problem.whereName': ['名称 {{cell}}：{{text}}', 'Name {{cell}}: {{text}}'],
  'lowCarbonWorkbook.problem.notWorkbook': [
    '该文件不是 Excel 工作簿，请上传由数据收集模板填写的 .xlsx 或 .xlsm 文件。',
    'The file is not an Excel workbook; please upload the data-collection template filled in, as .xlsx or .xlsm.',
  ],
  'lowCarbonWorkbook.problem.legacyXls': [
    '这是 Excel 97-2003 格式（.xls）的工作簿，无法读取其中的数据；请在 Excel 中“另存为” .xlsx 后重新上传。',
    'This is an Excel 97-2003 (.xls) workbook, whose data cannot be read; please save it as .xlsx in Excel and upload it again.',
  ],
  'lowCarbonWorkbook.problem.passwordProtected': [
    '该工作簿设有打开密码（已加密），无法读取；请取消密码保护、保存后重新上传。',
    'The workbook is password-protected (encrypted) and cannot be read; please remove the password, save it and upload it again.',
  ],
  'lowCarbonWorkbook.problem.damaged': [
    '该工作簿已损坏或格式不完整，无法读取；请在 Excel 中打开并重新保存后上传。',
    'The workbook is damaged or incomplete and cannot be read; please open it in Excel, save it again and upload it.',
  ],
  'lowCarbonWorkbook.problem.tooLarge': [
    '该工作簿解压后超过 {{mb}} MB，远大于数据收集表所需；请只保留数据收集模板的内容后重新上传。',
    "The workbook unpacks to more than {{mb}} MB, far more than a data-collection workbook needs; please keep only the template's content and upload it again.",
  ],
  'lowCarbonWorkbook.problem.tooHeavy': [
    '该工作簿内容过多，无法在限定的时间和内存内读取，远超数据收集表所需；请只保留数据收集模板的内容后重新上传。',
    "The workbook holds too much to be read within the time and memory allowed, far more than a data-collection workbook needs; please keep only the template's content and upload it again.",
  ],
  'lowCarbonWorkbook.problem.noInputNames': [
    '工作簿中没有数据收集模板的任何输入名称（例如只含宏或是其他表格）；请下载数据收集模板填写后上传。',
    "The workbook has none of the data-collection template's input names (for example it holds only macros, or it is another table); please fill in the data-collection template and upload it.",
  ],
  'lowCarbonWorkbook.problem.missingName': [
    '工作簿缺少输入名称 {{name}}；请使用数据收集模板，不要删除或重命名其中的名称。',
    'The workbook lacks the input name {{name}}; please use the data-collection template and keep its names.',
  ],
  'lowCarbonWorkbook.problem.nameNotACell': [
    '名称 {{name}} 应指向一个单元格，现指向 {{value}}。',
    'The name {{name}} must point to one cell; it points to {{value}}.',
  ],
  'lowCarbonWorkbook.problem.notNumber': [
    '{{name}} 应填写数字，现为“{{value}}”。',
    '{{name}} must be a number; it holds "{{value}}".',
  ],
  'lowCarbonWorkbook.problem.formulaWithoutValue': [
    '{{name}} 是未计算的公式（{{value}}）；请在 Excel 中打开、计算并保存后重新上传，或填写数值。',
    '{{name}} is a formula without a calculated value ({{value}}); please open the workbook in Excel, let it calculate, save and upload it again, or enter the number.',
  ],
  'lowCarbonWorkbook.problem.negative': [
    '{{name}} 不能为负数，现为 {{value}}。',
    '{{name}} must not be negative; it is {{value}}.',
  ],
  'lowCarbonWorkbook.problem.noCrudeSteel': [
    '粗钢产量缺失或为零，无法计算吨钢排放强度。',
    'The crude steel output is missing or zero, so no intensity per tonne of crude steel can be computed.',
  ],
  'lowCarbonWorkbook.problem.noMetallics': [
    '未填写任何金属料投入（废钢、铁水、生铁或直接还原铁），无法计算废钢比。',
    'No metallic input is given (scrap, hot metal, pig iron or DRI), so the scrap share cannot be computed.',
  ],
  'lowCarbonWorkbook.problem.badRoute': [
    '工艺路线应为 BF-BOF、EAF-SCRAP 或 DRI-EAF 之一，现为“{{value}}”。',
    'The route must be one of BF-BOF, EAF-SCRAP and DRI-EAF; it is "{{value}}".',
  ],
  'lowCarbonWorkbook.problem.badYear': [
    '数据年份应为 1990 至 2100 之间的整数，现为“{{value}}”。',
    'The reporting year must be a whole number from 1990 to 2100; it is "{{value}}".',
  ],
  'lowCarbonWorkbook.kind.direct': ['直接排放', 'Direct emissions'],
  'lowCarbonWorkbook.kind.upstream': ['上游排放（外购原料）', 'Upstream emissions (purchased inputs)'],
  'lowCarbonWorkbook.kind.electricity': ['外购电力', 'Purchased electricity'],
  'lowCarbonWorkbook.kind.credit': ['扣减（外送）', 'Credits (exports)'],
  'lowCarbonWorkbook.source.cokingCoal': ['炼焦煤', 'Coking coal'],
  'lowCarbonWorkbook.source.pciCoal': ['高炉喷吹煤', 'PCI coal'],
  'lowCarbonWorkbook.source.purchasedCoke': ['外购焦炭（燃烧）', 'Purchased coke (combustion)'],
  'lowCarbonWorkbook.source.naturalGas': ['天然气', 'Natural gas'],
  'lowCarbonWorkbook.source.fuelOil': ['燃料油', 'Fuel oil'],
  'lowCarbonWorkbook.source.eafCarbon': ['电炉配碳/喷碳', 'EAF charge and injection carbon'],
  'lowCarbonWorkbook.source.electrodes': ['电极消耗', 'Graphite electrodes'],
  'lowCarbonWorkbook.source.limestone': ['石灰石', 'Limestone'],
  'lowCarbonWorkbook.source.dolomite': ['白云石', 'Dolomite'],
  'lowCarbonWorkbook.source.purchasedPigIron': ['外购生铁', 'Purchased pig iron'],
  'lowCarbonWorkbook.source.purchasedDriGas': ['外购气基直接还原铁', 'Purchased gas-based DRI'],
  'lowCarbonWorkbook.source.purchasedDriCoal': ['外购煤基直接还原铁', 'Purchased coal-based DRI'],
  'lowCarbonWorkbook.source.purchasedPellets': ['外购球团矿', 'Purchased pellets'],
  'lowCarbonWorkbook.source.purchasedSinter': ['外购烧结矿', 'Purchased sinter'],
  'lowCarbonWorkbook.source.purchasedCokeMaking': ['外购焦炭（炼焦过程）', 'Purchased coke (coke making)'],
  'lowCarbonWorkbook.source.purchasedLime': ['外购石灰', 'Purchased lime'],
  'lowCarbonWorkbook.source.purchasedElectricity': ['外购电力', 'Purchased electricity'],
  'lowCarbonWorkbook.source.exportedElectricity': ['外送电力', 'Exported electricity'],
  'lowCarbonWorkbook.source.exportedBfGas': ['外送高炉煤气', 'Exported blast furnace gas'],
  'lowCarbonWorkbook.source.exportedCoGas': ['外送焦炉煤气', 'Exported coke oven gas'],
  'lowCarbonWorkbook.source.exportedBofGas': ['外送转炉煤气', 'Exported BOF gas'],
});
