/** Builds the one service layer that the API, the admin screens and the public pages share. */
import type { Logger } from "pino";
import type { AppServices, ContentService } from "../core/services.ts";
import type { CdnService, CdnStatus } from "../core/cdn-status.ts";
import { requirePermission } from "../core/access.ts";
import { createAuditService } from "./audit/audit-service.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createAutosaveService } from "./content/autosaves.ts";
import { createContentJobs } from "./content/content-jobs.ts";
import { createContentServices } from "./content/index.ts";
import { createNewsViews } from "./content/news-views.ts";
import { createStatsService } from "./content/stats.ts";
import { createUploadsService } from "./content/uploads.ts";
import type { Storage } from "./storage/storage.ts";
import { type Db, dbKindOf } from "./db/index.ts";
import { type ChangeBus, createLocalChangeBus } from "./events/change-bus.ts";
import { createSubmissionMail, donationInstructions } from "./forms/notifications.ts";
import { createNewAccountNotices, createWeeklyReport } from "./mail/staff-reports.ts";
import { createSubmissionsService } from "./forms/submissions.ts";
import { createAccountMail } from "./mail/account-mail.ts";
import { createMailService } from "./mail/outbox.ts";
import { createMailQueue } from "./mail/queue.ts";
import { createNewsletterSender } from "./newsletter/newsletter-sender.ts";
import { createNewsletterService } from "./newsletter/newsletter-service.ts";
import { createDomainCheck } from "./newsletter/sender-domain.ts";
import { createSubscriberImport } from "./newsletter/subscriber-import.ts";
import { createSubscribersService } from "./newsletter/subscribers-service.ts";
import { createPayments, type PaymentOptions } from "./payments/payments.ts";
import { createRateLimiter } from "./security/rate-limit.ts";
import { createSettingsService } from "./settings/settings-service.ts";
import { createSearchService } from "./search/site-search.ts";
import type { SiteChange, SiteChangeHooks } from "./events/site-change.ts";

export interface ServiceOptions {
  adminEmails: string[];
  /** Carries "settings"/"content" changes to caches here and, on PostgreSQL, in other processes. */
  changes?: ChangeBus;
  /** Called on every change, made here or (through the bus) in another process. */
  onChange?: () => void;
  /** Told of each change made here, in its transaction and once committed (the CDN purge). */
  site?: SiteChangeHooks;
  /** Where the CDN's purges stand (CDN_PROVIDER set). */
  cdnStatus?: () => Promise<CdnStatus>;
  /** The site's public origin (PUBLIC_URL) for links in e-mails. */
  publicUrl?: string;
  /** The payment providers' keys from the environment and their API addresses (tests: local servers). */
  payments?: PaymentOptions;
  /** Where mail failures and payment errors are logged. */
  log?: Logger;
  /** Where uploads are stored: the media library deletes unused ones from it. */
  storage?: Storage;
  /** How long the settings read are kept (default 2 s); tests set it. */
  settingsCacheMs?: number;
  /** The DNS servers the newsletter's sender check asks (DNS_SERVERS); the system's by default. */
  dnsServers?: string[];
}

export function createServices(db: Db, options: ServiceOptions) {
  const changes = options.changes ?? createLocalChangeBus();
  const { onChange } = options;
  if (onChange) changes.subscribe(() => onChange());
  /**
   * Every write's change: in its transaction the CDN purge is queued; once committed, caches here
   * and in other processes drop what they kept, and the purge is sent.
   */
  const siteChanges: SiteChangeHooks = {
    changing: options.site?.changing,
    changed: (change: SiteChange) => {
      changes.publish(change.kind === "settings" ? "settings" : "content");
      options.site?.changed?.(change);
    },
  };
  const audit = createAuditService(db);
  const rateLimiter = createRateLimiter(db);
  const settings = createSettingsService(db, {
    audit,
    changes,
    publicUrl: options.publicUrl,
    cacheMs: options.settingsCacheMs,
    siteChanges,
  });
  const uploads = createUploadsService(db, {
    kind: dbKindOf(db),
    storage: options.storage,
    audit,
    siteChanges,
  });
  const mailQueue = createMailQueue(db, settings, { log: options.log });
  const planMail = createSubmissionMail(settings);
  const wakeMail = { kick: () => {} };
  const payments = createPayments(db, {
    ...options.payments,
    settings,
    audit,
    log: options.log,
    mailQueued: () => wakeMail.kick(),
  });
  const submissions = createSubmissionsService(db, rateLimiter, {
    audit,
    planMail,
    donationInstructions: async (method, locale) =>
      donationInstructions(await settings.getEffective(), method, locale),
    afterCommit: () => wakeMail.kick(),
    donations: payments.donations,
  });
  const content = createContentServices(db, {
    kind: dbKindOf(db),
    audit,
    settings,
    siteChanges,
  });
  const wakeNewsletter = { kick: () => {} };
  const stories = {
    stories: {
      blogPosts: content.blogPosts as ContentService<unknown, unknown>,
      newsArticles: content.newsArticles as ContentService<unknown, unknown>,
    },
    uploads,
  };
  const newsletterSender = createNewsletterSender(db, {
    settings,
    audit,
    sources: stories,
    log: options.log,
  });
  const subscribers = createSubscribersService(db, { audit });
  const services: AppServices = {
    ...content,
    uploads,
    stats: createStatsService(db),
    settings,
    submissions,
    donations: payments.app,
    newsletter: createNewsletterService(db, {
      ...stories,
      settings,
      audit,
      wake: () => wakeNewsletter.kick(),
      dns: createDomainCheck({ servers: options.dnsServers }),
    }),
    subscribers: { ...subscribers, importCsv: createSubscriberImport(db, { audit }) },
    mail: createMailService({ db, settings, audit, wake: () => wakeMail.kick() }),
    autosaves: createAutosaveService(db),
    cdn: cdnService(options.cdnStatus),
    search: createSearchService(db, rateLimiter),
  };
  const mail = createAccountMail({
    db,
    settings,
    queued: () => wakeMail.kick(),
    run: () => mailQueue.run(),
  });
  const auth = createAuthService({
    db,
    settings,
    audit,
    mail,
    adminEmails: options.adminEmails,
    newAccountNotices: createNewAccountNotices({
      settings,
      queued: () => wakeMail.kick(),
    }),
  });
  const weeklyReport = createWeeklyReport({
    db,
    settings,
    queued: () => wakeMail.kick(),
    log: options.log,
  });
  // Scheduled publishing and the trash purge: audited as the system, pages invalidated everywhere.
  const contentJobs = createContentJobs({
    db,
    audit,
    siteChanges,
    log: options.log,
  });
  return {
    services,
    auth,
    uploads,
    audit,
    rateLimiter,
    submissions,
    mailQueue,
    weeklyReport,
    contentJobs,
    wakeMail,
    newsletterSender,
    /** What the newsletter reads its stories from (another process's sender, in tests). */
    newsletterSources: stories,
    wakeNewsletter,
    subscribers,
    payments,
    newsViews: createNewsViews(db),
    changes,
  };
}
export type Services = ReturnType<typeof createServices>;

/** The CDN's purge status for admins (Settings), or null without a CDN. */
function cdnService(status: ServiceOptions["cdnStatus"]): CdnService | null {
  if (!status) return null;
  return {
    async status(actor) {
      requirePermission(actor, "settings.manage");
      return status();
    },
  };
}
