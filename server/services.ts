/** Builds the one service layer that the API, the admin screens and the public pages share. */
import type { Logger } from "pino";
import type { AppServices } from "../core/services.ts";
import { createAuditService } from "./audit/audit-service.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createContentServices } from "./content/index.ts";
import { createStatsService } from "./content/stats.ts";
import { createUploadsService } from "./content/uploads.ts";
import { type Db, dbKindOf } from "./db/index.ts";
import { createContactMessagesService } from "./forms/contact-messages.ts";
import { createRateLimiter } from "./security/rate-limit.ts";
import { createAccountMail } from "./mail/account-mail.ts";
import { createMailer } from "./mail/mailer.ts";
import { createSettingsService } from "./settings/settings-service.ts";

export interface ServiceOptions {
  adminEmails: string[];
  onChange?: () => void;
  /** The site's public origin (PUBLIC_URL) for links in e-mails. */
  publicUrl?: string;
  log?: Logger;
}

export function createServices(db: Db, options: ServiceOptions) {
  const audit = createAuditService(db);
  const rateLimiter = createRateLimiter(db);
  const settings = createSettingsService(db, { audit, onChange: options.onChange });
  const uploads = createUploadsService(db);
  const services: AppServices = {
    ...createContentServices(db, {
      kind: dbKindOf(db),
      audit,
      settings,
      onChange: options.onChange,
    }),
    uploads,
    stats: createStatsService(db),
    settings,
    contactMessages: createContactMessagesService(db, rateLimiter),
  };
  const mail = createAccountMail({
    mailer: createMailer(settings),
    settings,
    publicUrl: options.publicUrl,
    log: options.log,
  });
  const auth = createAuthService({ db, settings, audit, mail, adminEmails: options.adminEmails });
  return { services, auth, uploads, audit, rateLimiter };
}
export type Services = ReturnType<typeof createServices>;
