import {
  LCA_TRIAL_DAYS_DEFAULT,
  type TCaptchaType,
  type TPlatformSettings,
  type TPlatformSettingsUpdate,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { referenceStore } from './reference.store.ts';

/** The system_settings keys an administrator changes in the console's Settings page. */
export const SETTING_KEYS = {
  lcaToolUrl: 'lcaToolUrl',
  epdToolUrl: 'epdToolUrl',
  lcaTrialDays: 'lcaTrialDays',
  qrShow: 'qrShow',
  captchaType: 'captchaType',
} as const;

/** The dictionary item that switches the LCA tool button (spec 02 §6 "LCA tool button"). */
export const LCA_TOOL_SWITCH = { type: 'LCA_TOOL_SWITCH', code: 'ENABLED' } as const;

/** What applies while a setting is unset: the server's configuration (LCA_TOOL_URL, EPD_TOOL_URL). */
export interface SettingDefaults {
  lcaToolUrl: string | undefined;
  epdToolUrl: string | undefined;
}

const httpUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
};

const days = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/**
 * The platform settings (issue 13, "The secretariat"): the external tools' addresses, the LCA
 * trial length, the LCA tool's dictionary switch, qrShow and the portal's captcha type. The addresses and the trial length
 * live in system_settings and fall back to the configuration while unset; the switch is the
 * dictionary item the spec names, so the dictionaries editor and this page change one value.
 * Pass a transaction's `db` to make a write part of it (with its audit entry), and call
 * `dictionariesChanged()` after it commits.
 */
export const platformSettings = (db: Kysely<Database>, defaults: SettingDefaults) => {
  const store = referenceStore(db);
  const stored = async (key: string) => (await store.setting(key))?.value ?? null;

  const self = {
    /** The address the LCA tool opens at: the setting, else the configuration; null when neither. */
    lcaToolUrl: async () => httpUrl(await stored(SETTING_KEYS.lcaToolUrl)) ?? httpUrl(defaults.lcaToolUrl),
    epdToolUrl: async () => httpUrl(await stored(SETTING_KEYS.epdToolUrl)) ?? httpUrl(defaults.epdToolUrl),
    lcaTrialDays: async () => days(await stored(SETTING_KEYS.lcaTrialDays)) ?? LCA_TRIAL_DAYS_DEFAULT,
    /** The captcha the portal's forms show (decision 225): clickWord when so set, else blockPuzzle. */
    captchaType: async (): Promise<TCaptchaType> =>
      (await stored(SETTING_KEYS.captchaType)) === 'clickWord' ? 'clickWord' : 'blockPuzzle',
    /** On when the dictionary item is enabled and its value is 'true'. */
    lcaToolSwitch: async () =>
      (await store.dictItem(LCA_TOOL_SWITCH.type, LCA_TOOL_SWITCH.code))?.value_zh.trim() === 'true',

    async read(): Promise<TPlatformSettings> {
      return {
        lcaToolUrl: httpUrl(await stored(SETTING_KEYS.lcaToolUrl)) ?? '',
        epdToolUrl: httpUrl(await stored(SETTING_KEYS.epdToolUrl)) ?? '',
        lcaTrialDays: await self.lcaTrialDays(),
        lcaToolSwitch: await self.lcaToolSwitch(),
        qrShow: (await stored(SETTING_KEYS.qrShow)) === 'true',
        captchaType: await self.captchaType(),
        defaults: {
          lcaToolUrl: httpUrl(defaults.lcaToolUrl),
          epdToolUrl: httpUrl(defaults.epdToolUrl),
          lcaTrialDays: LCA_TRIAL_DAYS_DEFAULT,
        },
      };
    },

    /**
     * Writes every value (an empty address removes the setting: the default applies again; an
     * absent captcha type keeps the stored one).
     */
    async write(update: TPlatformSettingsUpdate): Promise<void> {
      for (const key of [SETTING_KEYS.lcaToolUrl, SETTING_KEYS.epdToolUrl] as const) {
        const value = update[key];
        if (value === '') await store.removeSetting(key);
        else await store.putSetting(key, value);
      }
      await store.putSetting(SETTING_KEYS.lcaTrialDays, String(update.lcaTrialDays));
      await store.putSetting(SETTING_KEYS.qrShow, update.qrShow ? 'true' : 'false');
      if (update.captchaType) await store.putSetting(SETTING_KEYS.captchaType, update.captchaType);
      await store.setDictValue(
        LCA_TOOL_SWITCH.type,
        LCA_TOOL_SWITCH.code,
        update.lcaToolSwitch ? 'true' : 'false',
      );
    },
  };
  return self;
};

export type PlatformSettings = ReturnType<typeof platformSettings>;
