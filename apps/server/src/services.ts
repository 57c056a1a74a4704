import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import {
  type CodeSender,
  type CodesService,
  codeSenderService,
  codesService,
  type SessionsService,
  sessionsService,
  type UserRecordsFor,
  userRecords,
} from './modules/accounts/index.ts';
import { type ApplicationTemplates, applicationTemplates } from './modules/applications/index.ts';
import { type AttachmentsService, attachmentsService } from './modules/attachments/index.ts';
import { type CaptchaService, captchaService } from './modules/captcha/index.ts';
import { type CatalogueChanges, catalogueChanges, qrDrawer } from './modules/catalogue/index.ts';
import { type CompanyRecordsFor, companyRecords } from './modules/companies/index.ts';
import { type EvidenceLedgerFor, evidenceLedger } from './modules/evidence/index.ts';
import { inboxWriter } from './modules/inbox/index.ts';
import { lowCarbonUploadCheck } from './modules/low-carbon/index.ts';
import {
  type AuditLog,
  type AuditLogFor,
  auditLog,
  type OperatorAuthService,
  operatorAuthService,
} from './modules/operators/index.ts';
import {
  type DictionaryEditor,
  type DictionaryLookup,
  dictionaryEditor,
  dictionaryLookup,
  type PlatformSettings,
  platformSettings,
  type SettingsWriterFor,
  settingsWriter,
} from './modules/reference/index.ts';
import type { AuthResolvers } from './platform/auth.ts';
import type { Db, Dialect } from './platform/db/database.ts';
import type { Database } from './platform/db/schema.ts';
import { type CountingLimiter, countingRefusals, createLimiter } from './platform/limits/limiter.ts';
import { createMessaging } from './platform/messaging/messaging.ts';
import { loadPasswordCrypto, type PasswordCrypto } from './platform/password-crypto.ts';
import type { Inbox, Messaging } from './platform/services.ts';
import { createFileStorage, type FileStorage } from './platform/storage/file-storage.ts';

/**
 * Everything the modules share, built once, in dependency order, and handed to every module's
 * registrar. A module takes what it needs from here and builds its own services from it; it
 * never builds another module's. The `…For(db)` builders bind a writer to a transaction, so a
 * change in one module and the records it makes in another (an audit entry, an inbox message,
 * a user's status) commit together.
 */
export interface Services {
  config: Config;
  log: FastifyBaseLogger;
  db: Kysely<Database>;
  dialect: Dialect;
  messaging: Messaging;
  storage: FileStorage;
  passwordCrypto: PasswordCrypto;
  /** Every abuse limit counts here (the database, or Redis when REDIS_URL is set); refusals are counted for the metrics. */
  limiter: CountingLimiter;
  dictionaries: DictionaryLookup;
  /** The dictionaries read through the given transaction. */
  dictionariesOf: (db: Kysely<Database>) => DictionaryLookup;
  /** Edits the dictionaries through the given transaction (the reference module owns them). */
  dictionariesFor: (db: Kysely<Database>) => DictionaryEditor;
  /** The application form's template files through the given transaction (the applications module's). */
  templatesFor: (db: Kysely<Database>) => ApplicationTemplates;
  audit: AuditLog;
  auditFor: AuditLogFor;
  inbox: Inbox;
  inboxFor: (db: Kysely<Database>) => Inbox;
  usersFor: UserRecordsFor;
  companiesFor: CompanyRecordsFor;
  captcha: CaptchaService;
  attachments: AttachmentsService;
  /** The attachments service writing through the given transaction (its files are undone on rollback under `transact`). */
  attachmentsFor: (db: Kysely<Database>) => AttachmentsService;
  /** Published catalogue records changed (publishing tells, the search index listens). */
  catalogueChanges: CatalogueChanges;
  /** The evidence ledger appending through the given transaction (entries commit with the publication). */
  evidenceFor: EvidenceLedgerFor;
  /** Writes a system setting (the reference module owns system_settings). */
  settingsFor: SettingsWriterFor;
  /** The console's settings, the configuration where they are unset; `settingsOf` in a transaction. */
  settings: PlatformSettings;
  settingsOf: (db: Kysely<Database>) => PlatformSettings;
  sessions: SessionsService;
  codes: CodesService;
  codeSender: CodeSender;
  operatorAuth: OperatorAuthService;
  /** Who a token belongs to (route registration asks). */
  auth: AuthResolvers;
  /** Releases what the services hold open (SMTP pool, object-storage client, Redis). */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Files somewhere else than the configured storage (tests of a storage backend). */
  storage?: FileStorage;
}

export const buildServices = async (
  config: Config,
  database: Db,
  log: FastifyBaseLogger,
  options: ServiceOptions = {},
): Promise<Services> => {
  const { db, dialect } = database;
  const messaging = createMessaging(config, log);
  const storage = options.storage ?? (await createFileStorage(config));
  const limiter = countingRefusals(createLimiter(config, db, log));
  const captcha = captchaService({ db, limiter });
  const settingDefaults = { lcaToolUrl: config.LCA_TOOL_URL, epdToolUrl: config.EPD_TOOL_URL };
  const sessions = sessionsService({ db });
  const codes = codesService({ db, messaging, limiter });
  const operatorAuth = operatorAuthService({ db, limiter });
  const attachmentsOf = (trx: Kysely<Database>) =>
    attachmentsService({
      db: trx,
      storage,
      log,
      limiter,
      // A low-carbon workbook must read and compute before it is kept (the module's check).
      checks: { lowCarbonExcel: lowCarbonUploadCheck },
      // QR codes open the address the setting names today, not the one at publishing (issue 28).
      drawn: { EPD_QR: qrDrawer(db, config.PUBLIC_BASE_URL) },
    });
  return {
    config,
    log,
    db,
    dialect,
    messaging: { send: messaging.send },
    storage,
    passwordCrypto: loadPasswordCrypto(config),
    limiter,
    dictionaries: dictionaryLookup(db),
    dictionariesOf: dictionaryLookup,
    dictionariesFor: dictionaryEditor,
    // Inside a transaction every read goes through it (SQLite has one connection).
    templatesFor: (trx) => applicationTemplates(trx, attachmentsOf(trx)),
    audit: auditLog(db),
    auditFor: auditLog,
    inbox: inboxWriter(db),
    inboxFor: inboxWriter,
    usersFor: userRecords,
    companiesFor: companyRecords,
    captcha,
    attachments: attachmentsOf(db),
    attachmentsFor: attachmentsOf,
    catalogueChanges: catalogueChanges(),
    evidenceFor: (trx) => evidenceLedger(trx, dialect),
    settingsFor: settingsWriter,
    settings: platformSettings(db, settingDefaults),
    settingsOf: (trx) => platformSettings(trx, settingDefaults),
    sessions,
    codes,
    codeSender: codeSenderService({ db, codes, captcha }),
    operatorAuth,
    auth: {
      user: (token) => sessions.resolve(token, 'full'),
      userRefusal: (token) => sessions.refusal(token),
      reset: (token) => sessions.resolve(token, 'reset'),
      operator: (token) => operatorAuth.resolve(token),
    },
    async close() {
      messaging.close();
      await storage.close?.();
      await limiter.close();
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared services; tests and the command line reach them here, modules get them passed. */
    services: Services;
  }
}
