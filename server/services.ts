/** Builds the one service layer that the API, the admin screens and the public pages share. */
import type { AppServices } from "../core/services.ts";
import { createAuditService } from "./audit/audit-service.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createContentServices } from "./content/index.ts";
import { createStatsService } from "./content/stats.ts";
import { createUploadsService } from "./content/uploads.ts";
import type { Db } from "./db/index.ts";
import { type ChangeBus, createLocalChangeBus } from "./events/change-bus.ts";
import { createContactMessagesService } from "./forms/contact-messages.ts";
import { createRateLimiter } from "./security/rate-limit.ts";
import { createSettingsService } from "./settings/settings-service.ts";

export interface ServiceOptions {
  adminEmails: string[];
  /** Carries "settings"/"content" changes to caches here and, on PostgreSQL, in other processes. */
  changes?: ChangeBus;
  /** Called on every change, made here or (through the bus) in another process. */
  onChange?: () => void;
}

export function createServices(db: Db, options: ServiceOptions) {
  const changes = options.changes ?? createLocalChangeBus();
  const { onChange } = options;
  if (onChange) changes.subscribe(() => onChange());
  const audit = createAuditService(db);
  const rateLimiter = createRateLimiter(db);
  const settings = createSettingsService(db, { audit, changes });
  const uploads = createUploadsService(db);
  const services: AppServices = {
    ...createContentServices(db, { audit, onChange: () => changes.publish("content") }),
    uploads,
    stats: createStatsService(db),
    settings,
    contactMessages: createContactMessagesService(db, rateLimiter),
  };
  const auth = createAuthService({ db, settings, audit, adminEmails: options.adminEmails });
  return { services, auth, uploads, audit, rateLimiter, changes };
}
export type Services = ReturnType<typeof createServices>;
