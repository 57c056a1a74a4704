import type { EPD_STATUSES } from '@steel-epd/contract';
import type { Generated } from 'kysely';

/**
 * The tables, as the stores see them. Times are ISO-8601 UTC text and flags are 0/1 integers
 * on both engines, so the same store code and migrations serve SQLite and PostgreSQL.
 */
export interface Database {
  menu_items: MenuItemsTable;
  texts: TextsTable;
  page_visits: PageVisitsTable;
  dict_items: DictItemsTable;
  system_settings: SystemSettingsTable;
  companies: CompaniesTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  feedback: FeedbackTable;
  lca_subscriptions: LcaSubscriptionsTable;
  low_carbon_applications: LowCarbonApplicationsTable;
  low_carbon_blocks: LowCarbonBlocksTable;
  captcha_challenges: CaptchaChallengesTable;
  captcha_verifications: CaptchaVerificationsTable;
  verification_codes: VerificationCodesTable;
  agreements: AgreementsTable;
  attachments: AttachmentsTable;
  messages: MessagesTable;
  rate_limits: RateLimitsTable;
  pcrs: PcrsTable;
  epds: EpdsTable;
  epd_reports: EpdReportsTable;
  result_sets: ResultSetsTable;
  result_values: ResultValuesTable;
  pcr_requests: PcrRequestsTable;
  pcr_request_steps: PcrRequestStepsTable;
  pcr_categories: PcrCategoriesTable;
  access_records: AccessRecordsTable;
  report_copies: ReportCopiesTable;
  evidence_ledger: EvidenceLedgerTable;
  applications: ApplicationsTable;
  application_products: ApplicationProductsTable;
  application_files: ApplicationFilesTable;
  application_quotes: ApplicationQuotesTable;
  application_contracts: ApplicationContractsTable;
  application_events: ApplicationEventsTable;
  product_categories: ProductCategoriesTable;
  lca_technologies: LcaTechnologiesTable;
  application_templates: ApplicationTemplatesTable;
  resources: ResourcesTable;
  gpi_documents: GpiDocumentsTable;
  friendly_link_types: FriendlyLinkTypesTable;
  friendly_links: FriendlyLinksTable;
  news: NewsTable;
  announcements: AnnouncementsTable;
  announcement_attachments: AnnouncementAttachmentsTable;
  static_pages: StaticPagesTable;
  verification_requests: VerificationRequestsTable;
  verification_feedback: VerificationFeedbackTable;
  verification_feedback_files: VerificationFeedbackFilesTable;
}

export interface MenuItemsTable {
  id: Generated<number>;
  parent_id: number | null;
  code: string;
  url: string;
  sort: number;
  enabled: number;
}

export interface TextsTable {
  lang: string;
  code: string;
  text: string;
  /** 1 when an operator changed it: reseeding at start never overwrites it. */
  edited: number;
  updated_at: string;
}

export interface PageVisitsTable {
  day: string;
  visitor_id: string;
  views: number;
}

export interface DictItemsTable {
  id: number;
  type_code: string;
  parent_id: number | null;
  item_code: string;
  value_zh: string;
  value_en: string;
  item_desc: string | null;
  sort: number;
  enabled: number;
}

export interface SystemSettingsTable {
  key: string;
  value: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  /** The company code the spec uses in URLs (`/p/company/detail/{companyCode}`). */
  code: string;
  name: string;
  /** COMPANY_TYPE item code; '4' is a third-party agency. */
  company_type: string | null;
  /** Enterprise certification: null not certified, 0 under review, 1 certified, 2 rejected. */
  status: number | null;
  created_at: string;
  /** INDUSTRY_CATEGORY and COMPANY_FORM item codes given at phone registration. */
  industry_category: string | null;
  company_form: string | null;
  /** Enterprise certification form (0006): unified social credit code, unique while status is 0 or 1. */
  credit_code: string | null;
  email: string | null;
  address: string | null;
  /** The legal representative. */
  corporation: string | null;
  contacts: string | null;
  contact_phone: string | null;
  zip_code: string | null;
  /** The COMPANY_LICENSE and COMPANY_BILL_INFO attachments of the submission. */
  licence_attachment_id: number | null;
  billing_attachment_id: number | null;
  /** The secretariat's reason of a rejection (status 2). */
  reason_reject: string | null;
  submitted_at: string | null;
  /** The user who submitted the certification last (0035); null on rows submitted before. */
  submitted_by_user_id: number | null;
  reviewed_at: string | null;
  /** The operator who decided. */
  reviewed_by: number | null;
}

export interface UsersTable {
  id: Generated<number>;
  /** 'phone' or 'email': how the account logs in. */
  account_type: string;
  /** The login account: a mainland mobile number or an e-mail address, unique. */
  account: string;
  password_hash: string | null;
  user_name: string | null;
  company_id: number | null;
  /** Registration audit: 0 under review, 1 approved, 2 failed. */
  audit_status: number;
  reason_reject: string | null;
  /** 1 active, 0 deregistration under review, 2 closed (deregistered: anonymised and locked). */
  user_status: number;
  locked: number;
  created_at: string;
  /** The supplement form (spec 01 §3); company type as the user declared it before certification. */
  declared_company_type: string | null;
  contacts: string | null;
  department: string | null;
  job: string | null;
  profession_id: number | null;
  /** JSON text of the chosen INDUSTRY_CLASSIFICATION path. */
  profession_hierarchy: string | null;
  other_profession: string | null;
  demand: string | null;
  channel_id: number | null;
  other_channel: string | null;
  /** When the user confirmed a deregistration request with their code; null when none is pending. */
  logoff_requested_at: string | null;
  /** When an approved deregistration closed the account. */
  closed_at: string | null;
  /** The language the user last used the portal in ('zh' or 'en'): their mail's language. */
  lang: Generated<string>;
  /** How the account was made (0025): phoneRegister, phoneLogin or emailRegister. */
  signup_channel: string | null;
  /** When the registration's answers reached the review (0025); null: none given yet. */
  registration_submitted_at: string | null;
}

export interface UserSessionsTable {
  id: Generated<number>;
  /** SHA-256 of the opaque token: a database leak does not hand out sessions. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** 'full' for a login, 'reset' for step 2 of a password reset only. */
  scope: Generated<string>;
}

export interface OperatorsTable {
  id: Generated<number>;
  /** Lower case, unique: how the operator logs in to the console. */
  username: string;
  display_name: string;
  /** One of OPERATOR_ROLES: administrator, reviewer or editor. */
  role: string;
  password_hash: string;
  disabled: number;
  created_at: string;
  last_login_at: string | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  /** SHA-256 of the opaque token, as for portal sessions; a separate table, so neither token opens the other face. */
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** The acting operator; null for the command line and for failed logins. */
  operator_id: number | null;
  /** What happened, as `area.verb` ('operator.login', 'operator.roleChange' ...). */
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON text of the action's particulars. */
  detail: string | null;
  ip: string | null;
  created_at: string;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  /** The phone number or e-mail address the code was sent to. */
  account: string;
  purpose: string;
  /** SHA-256 of purpose, account and code: a leak does not give codes away. */
  code_hash: string;
  client_ip: string | null;
  wrong_tries: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AgreementsTable {
  id: Generated<number>;
  agreement_type: string;
  lang: string;
  version: string;
  content: string;
  publish_time: string;
  failure_time: string | null;
}

export interface CaptchaChallengesTable {
  /** SHA-256 of the challenge token. */
  token_hash: string;
  /** blockPuzzle or clickWord. */
  captcha_type: string;
  /** The challenge's AES key: needed to read the answer, so kept as it is. */
  secret_key: string;
  /** JSON text of the secret: `{x, y}` of the strip, or the click points in order. */
  answer: string;
  client_uid: string | null;
  client_ip: string | null;
  created_at: string;
  expires_at: string;
  /** Set by the one check a token allows. */
  used_at: string | null;
}

export interface CaptchaVerificationsTable {
  /** SHA-256 of the captchaVerification text a passed check leads to. */
  verification_hash: string;
  created_at: string;
  expires_at: string;
  /** Set when a code-sending call uses it up. */
  used_at: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  /** The portal user the message is for; only they ever read it. */
  user_id: number;
  /** 1 a system message (the only kind so far). */
  type: Generated<number>;
  /** A text key of the catalogue ('inbox.deregistration.refused'), rendered in the reader's language. */
  text_key: string;
  /** JSON text of the placeholder values, or null. */
  params: string | null;
  /** 0 unread, 1 read. */
  status: Generated<number>;
  created_at: string;
  read_at: string | null;
}

export interface AttachmentsTable {
  id: Generated<number>;
  /** The portal user who uploaded it. */
  owner_user_id: number;
  /** The uploader's company at upload time: its users share the file. */
  company_id: number | null;
  /** One of ATTACHMENT_BUSINESS_TYPES. */
  business_type: string;
  business_version: string | null;
  report_type: string | null;
  /** The client's file name: for display and Content-Disposition only, never a path. */
  file_name: string;
  /** Decided from the bytes, not from the client's claim. */
  mime_type: string;
  size: number;
  /** Where the bytes are in the file storage (a key the server made). */
  storage_key: string;
  /** SHA-256 (hex) of the stored bytes. */
  sha256: string;
  created_at: string;
  /**
   * When an operator published what the file belongs to (a resource, an approved EPD): only then
   * is a public-type image shown to anyone. Null: private to its uploader, their company and
   * operators.
   */
  published_at: string | null;
  /** The operator who uploaded it (reports, PCR files, generated QR codes); owner_user_id is then 0. */
  operator_id: number | null;
}

/** A window counter of the platform limiter (platform/limits); the key's subject is hashed. */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** When the current window ends; a hit after it starts a new one. */
  reset_at: string;
}

/** A product category rule the secretariat publishes (spec 02 §3 "PCR record"). */
export interface PcrsTable {
  id: Generated<number>;
  /** The spec's registerNo and pcrNumber: unique. */
  register_no: string;
  product_name: string;
  product_name_en: string | null;
  author: string;
  product_class: string;
  /** Sanitised HTML. */
  description_html: string;
  /** The English author, class and description (0033); null: none, the Chinese stands in. */
  author_en: string | null;
  product_class_en: string | null;
  description_html_en: string | null;
  cn_attachment_id: number | null;
  en_attachment_id: number | null;
  /** 0 hidden from the portal's lists. */
  enabled: number;
  created_at: string;
  updated_at: string;
}

/** draft: not public. published: public. superseded: a renewal replaced it. withdrawn: reachable by its QR code with its status only. */
export type EpdStatus = (typeof EPD_STATUSES)[number];

/** One version of an EPD (or CFP) declaration. */
export interface EpdsTable {
  id: Generated<number>;
  /** Public, unguessable id of the QR address /app/epd/{businessId}. */
  business_id: string;
  registration_number: string;
  /** EPD or CFP. */
  product_type: string;
  product_name: string;
  product_name_en: string | null;
  company_id: number;
  pcr_id: number;
  /** kg CO2-eq per tonne. */
  gwp100: number;
  holder_zh: string;
  holder_en: string | null;
  site_zh: string;
  site_en: string | null;
  /** The third-party verifier where known; English null: the Chinese name stands in. */
  verifier_zh: string | null;
  verifier_en: string | null;
  /** STEEL_MAKING_ROUTES: BF-BOF, EAF-SCRAP or DRI-EAF; null when not known. */
  making_route: string | null;
  /** Recycled content, a share from 0 to 1 rounded to 4 decimals; null when not known. */
  recycled_content: number | null;
  /** YYYY-MM-DD. */
  issue_date: string;
  /** YYYY-MM-DD; the record is expired when this is before today. */
  expiry_date: string;
  status: EpdStatus;
  /** The version this one renews. */
  previous_id: number | null;
  /** The version that renewed this one. */
  superseded_by_id: number | null;
  data_attachment_id: number | null;
  /** The generated QR code image (public once published). */
  qr_attachment_id: number | null;
  published_at: string | null;
  withdrawn_at: string | null;
  withdraw_reason: string | null;
  /** The version's results matrix (0036); null on versions published before results were data. */
  result_set_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One EN 15804 results matrix, written once (0036, decision 237); a correction makes another. */
export interface ResultSetsTable {
  id: Generated<number>;
  /** EDITIONS: EN 15804+A2, or +A1 on records made before. */
  edition: string;
  /** LCIA_METHODS: EF 3.1 for new sets. */
  lcia_method: string;
  declared_amount: number;
  /** DECLARED_UNITS: t unless declared otherwise. */
  declared_unit: string;
  kg_per_declared_unit: number;
  service_life_years: number | null;
  /** The modules declared, comma-separated in EN 15804's order; every other one is MND. */
  modules: string;
  /** GWP-total of the product stage (A1-A3 or A1 + A2 + A3), derived when written. */
  gwp_a1a3: number | null;
  /** How the matrix arrived: workbook, openepd, ilcd or demo. */
  source: string;
  created_at: string;
}

/** One indicator's value in one declared module; an indicator not declared there has no row (ND). */
export interface ResultValuesTable {
  set_id: number;
  /** An INDICATORS key. */
  indicator: string;
  module: string;
  value: number;
}

/** A report file of an EPD version in one language; a correction adds a row and clears `current` on the old one. */
export interface EpdReportsTable {
  id: Generated<number>;
  epd_id: number;
  /** zh or en. */
  lang: string;
  /** Public id of /apppdf/{businessId}. */
  business_id: string;
  attachment_id: number;
  sha256: string;
  /** 1 the report shown now; 0 replaced by a correction (still verifiable). */
  current: number;
  created_at: string;
}

/** A user's request for a new PCR (spec 02 §2 /Pcr/pcrApplyFor) and the secretariat's answer. */
export interface PcrRequestsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  company_name: string;
  product: string;
  /** pending, accepted or declined. */
  status: string;
  reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  /** Company (or user) and normalised product while pending or accepted, null once declined or finished (0030); unique. */
  active_key: string | null;
  /** What the product is and what the PCR should cover ('' on requests before 0031). */
  description: string;
  /** The standard(s) or reference the PCR should follow; '' when none is named. */
  standards: string;
  /** The contact person, phone and e-mail (null on requests before 0031). */
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  /** An optional PDF or Word file the user uploaded as PCR_REQUEST. */
  attachment_id: number | null;
  /** The last of the six steps reached (PCR_REQUEST_STEPS). */
  step: string;
}

/** A step the secretariat moved a PCR request to (0031): when, by whom and its note. */
export interface PcrRequestStepsTable {
  id: Generated<number>;
  request_id: number;
  step: string;
  note: string | null;
  operator_id: number;
  created_at: string;
}

/** A product category a PCR covers (0034, decision 229); none: the PCR accepts any category. */
export interface PcrCategoriesTable {
  pcr_id: number;
  category_id: number;
}

/** One view of an EPD's summary (ProductInformation) or report (ProductPdf). */
export interface AccessRecordsTable {
  id: Generated<number>;
  epd_id: number;
  report_id: number | null;
  access_page: string;
  /** The viewer when logged in (taken from the token, never from the body). */
  user_id: number | null;
  created_at: string;
}

/** A stamped copy of a report the platform gave a reader (issue 28): its digest, report, reader and time. */
export interface ReportCopiesTable {
  id: Generated<number>;
  report_id: number;
  user_id: number;
  /** SHA-256 (hex) of the stamped bytes that were sent. */
  sha256: string;
  created_at: string;
}

/** An entry of the append-only evidence ledger: never updated, never deleted. */
export interface EvidenceLedgerTable {
  id: Generated<number>;
  /** EPD_DATA (the record's canonical data) or EPD_REPORT (a report file). */
  kind: string;
  epd_id: number;
  report_id: number | null;
  lang: string | null;
  /** SHA-256 (hex) of what is registered. */
  digest: string;
  /** entry_hash of the entry before (64 zeros for the first). */
  prev_hash: string;
  /** SHA-256 of the entry's canonical text including prev_hash: the "transaction hash". */
  entry_hash: string;
  created_at: string;
}

/** An EPD or CFP application (spec 02 §3 "My application"); the statuses are the spec's numbers. */
export interface ApplicationsTable {
  id: Generated<number>;
  company_id: number;
  /** The user who submitted it. */
  user_id: number;
  /** EPD or CFP. */
  product_type: string;
  pcr_id: number;
  /** The company's name when it applied. */
  company_name: string;
  /** applyStatus: 10 to 70 (APPLY_STAGES). */
  stage: number;
  /** 0 none, 1 awaiting confirmation, 2 confirmed, 3 rejected (the newest quote's). */
  quote_status: number;
  /** 0 none, 1 not yet, 2 awaiting confirmation, 3 signed, 4 refused (the newest contract's). */
  contract_status: number;
  /** 0 nothing asked (or corrected data sent), 1 accepted, 2 corrected data asked for. */
  lca_validate_status: number;
  /** The secretariat's note with its last request for corrected data. */
  lca_validate_note: string | null;
  /** The secretariat's reason while a move back to stage 10 waits for a resubmission; else null. */
  resubmit_note: string | null;
  /** The form's idempotency key: one application per (user, key). */
  request_key: string;
  created_at: string;
  updated_at: string;
  released_at: string | null;
}

/** One product entry of an application. */
export interface ApplicationProductsTable {
  id: Generated<number>;
  application_id: number;
  /** 1, 2 or 3: the order of the form. */
  sort: number;
  product_name: string;
  category_id: number | null;
  technology_id: number | null;
  /** The catalogue record published from it at release. */
  epd_id: number | null;
  /** The product's results matrix as the applicant or the LCA re-upload last gave it (0036). */
  result_set_id: number | null;
}

/** A file of a product entry; a re-upload is a new version, the earlier ones stay. */
export interface ApplicationFilesTable {
  id: Generated<number>;
  application_id: number;
  product_id: number;
  /** lca (LCA report PDF), epd (EPD pre-report PDF) or data (data collection ZIP). */
  kind: string;
  attachment_id: number;
  version: number;
  /** 1 for the version in use. */
  current: number;
  /** The uploader. */
  user_id: number;
  created_at: string;
}

/** A quote the secretariat issued (spec 02 §3 "Service price"). */
export interface ApplicationQuotesTable {
  id: Generated<number>;
  application_id: number;
  /** The quote PDF. */
  attachment_id: number;
  /** 1 awaiting confirmation, 2 confirmed, 3 rejected. */
  status: number;
  operator_id: number;
  issued_at: string;
  /** The user who confirmed or rejected it. */
  decided_by: number | null;
  decided_at: string | null;
  /** The company's reason when it rejected the quote. */
  refusal_reason: string | null;
}

/** A contract the secretariat issued (spec 02 §3 "Contract"). */
export interface ApplicationContractsTable {
  id: Generated<number>;
  application_id: number;
  /** JSON array of attachment ids. */
  attachment_ids: string;
  /** 2 awaiting confirmation, 3 signed, 4 refused. */
  status: number;
  operator_id: number;
  issued_at: string;
  decided_by: number | null;
  decided_at: string | null;
  /** The company's reason when it refused the contract. */
  refusal_reason: string | null;
}

/** One line of an application's timeline. */
export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  /** APPLICATION_EVENT_KINDS of the contract. */
  kind: string;
  /** The stage it reached (stage moves) or the stage it happened in. */
  stage: number | null;
  note: string | null;
  /** JSON with the event's ids (file, quote, contract). */
  detail: string | null;
  /** user, operator or system. */
  actor_kind: string;
  actor_id: number | null;
  created_at: string;
}

/** A product category of the application form's cascader (a tree). */
export interface ProductCategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name_zh: string;
  name_en: string;
  sort: number;
}

/** A production technology of a product category. */
export interface LcaTechnologiesTable {
  id: Generated<number>;
  category_id: number;
  name_zh: string;
  name_en: string;
  sort: number;
}

/** A template file of the application form, per code and language. */
export interface ApplicationTemplatesTable {
  id: Generated<number>;
  /** EPD_SPARE_TEMPLATE, LCA_TEMPLATE or DATA_COLLECTION_TEMPLATE. */
  code: string;
  lang: string;
  attachment_id: number;
  /** The generated file (null only for a row from before migration 0014 that was never seeded). */
  generated_attachment_id: number | null;
  updated_at: string;
}

/** Feedback sent from the portal (spec 02 §3 "Feedback") and its handling in the console. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  company_name: string;
  nickname: string;
  mail: string;
  phone: string;
  information: string;
  /** new, read or answered (FEEDBACK_STATES). */
  state: string;
  answer_note: string | null;
  handled_by: number | null;
  created_at: string;
  handled_at: string | null;
}

/** An LCA tool subscription (migration 0019; spec 02 §3 "LCA subscription payload"). One per user. */
export interface LcaSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  username: string | null;
  /** The company record's name and industry (in the subscriber's language) when it started. */
  company_name: string | null;
  industry: string | null;
  position: string | null;
  /** trial, active or ended (LCA_SUBSCRIPTION_STATES); running while not ended and ends_at is ahead. */
  state: string;
  starts_at: string;
  ends_at: string;
  /** The operator who granted it; null for the user's own trial. */
  granted_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A /resources card (migration 0014). */
export interface ResourcesTable {
  id: Generated<number>;
  /** A RESOURCE_TYPE dictionary item id. */
  type_id: number;
  name_zh: string;
  /** Empty: the Chinese name stands in. */
  name_en: string;
  introduce_zh: string;
  introduce_en: string;
  image_id: number | null;
  cn_file_id: number | null;
  en_file_id: number | null;
  sort: number;
  enabled: number;
  created_at: string;
  updated_at: string;
}

export interface GpiDocumentsTable {
  id: Generated<number>;
  lang: string;
  attachment_id: number;
  attachment_name: string;
  enabled: number;
  created_at: string;
  updated_at: string;
}

export interface FriendlyLinkTypesTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: string;
  sort: number;
  created_at: string;
}

export interface FriendlyLinksTable {
  id: Generated<number>;
  type_id: number;
  link: string;
  company_name: string;
  company_name_en: string;
  logo_id: number | null;
  sort: number;
  created_at: string;
}

/** A news item (the content module): zh and en texts, HTML sanitised; public when published and its time has come. */
export interface NewsTable {
  id: Generated<number>;
  title_zh: string;
  /** Empty: the portal shows the Chinese. */
  title_en: string;
  abstract_zh: string;
  abstract_en: string;
  content_zh: string;
  content_en: string;
  editor: string;
  /** The editor's name in English; '' = the Chinese name stands in. */
  editor_en: Generated<string>;
  index_picture_id: number | null;
  newest_flag: number;
  /** 'draft' or 'published'. */
  status: string;
  publish_time: string | null;
  created_at: string;
  updated_at: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  content_zh: string;
  content_en: string;
  publisher: string;
  /** The publisher's name in English; '' = the Chinese name stands in. */
  publisher_en: Generated<string>;
  status: string;
  publish_time: string | null;
  created_at: string;
  updated_at: string;
}

export interface AnnouncementAttachmentsTable {
  announcement_id: number;
  attachment_id: number;
  position: number;
}

/** The body of a static page (about, serve, pricing) in one language. */
export interface StaticPagesTable {
  page: string;
  lang: string;
  content: string;
  updated_at: string;
}

/** An EPD/CFP verification request (spec 02 §3 "EPD verification request"). */
export interface VerificationRequestsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  epd_id: number | null;
  registration_number: string;
  user_contact: string;
  user_position: string;
  company_name: string;
  /** domestic or foreign. */
  country: string;
  province_code: string | null;
  city_code: string | null;
  region: string;
  user_email: string;
  /** 0 supplier, 1 customer, 2 other. */
  relational_id: number;
  supplement: string;
  remarks: string;
  attachment_id: number;
  /** 1 failed, 2 succeeded, 3 in progress. */
  state: number;
  created_at: string;
  updated_at: string;
}

/** One answer of the secretariat to a verification request (spec 02 §3 "Verification attachment"). */
export interface VerificationFeedbackTable {
  id: Generated<number>;
  request_id: number;
  state: number;
  message: string;
  operator_id: number | null;
  created_at: string;
}

/** The files of an answer, in the order the operator gave them; a file belongs to one answer. */
export interface VerificationFeedbackFilesTable {
  feedback_id: number;
  attachment_id: number;
  position: number;
}

/** A low-carbon steel certification application (migration 0018). */
export interface LowCarbonApplicationsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  company_name: string;
  introduction: string;
  /** submitted, approved or rejected (LOW_CARBON_STATES). */
  state: string;
  reason: string | null;
  /** The purchased-electricity factor the blocks' results were computed with, t CO2/MWh. */
  grid_factor: number;
  decided_by: number | null;
  created_at: string;
  decided_at: string | null;
}

/** A product block of a low-carbon application with its computed and graded result (migration 0018). */
export interface LowCarbonBlocksTable {
  id: Generated<number>;
  application_id: number;
  /** 1 to 3, as the form numbered it. */
  position: number;
  product_name: string;
  /** LCES_PROCESS_SELECTION codes joined by semicolons. */
  processes: string;
  attachment_id: number;
  site: string;
  route: string;
  year: string;
  crude_steel_t: number;
  /** t CO2 per t crude steel. */
  intensity: number;
  scrap_share: number;
  grid_factor: number;
  iea_grade: string;
  iea_scheme: string;
  /** ResponsibleSteel level 1..4, 0 when none is reached. */
  rs_level: number;
  rs_scheme: string;
  method_version: string;
  /** JSON: [{ source, tCO2 }]. */
  breakdown: string;
  computed_at: string;
  epd_id: number | null;
}
