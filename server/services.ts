/** Builds the one service layer that the API, the admin screens and the public pages share. */
import type { AppServices } from "../core/services.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createContentServices } from "./content/index.ts";
import { createStatsService } from "./content/stats.ts";
import { createUploadsService } from "./content/uploads.ts";
import type { Db } from "./db/index.ts";
import { createContactMessagesService } from "./forms/contact-messages.ts";
import { createSettingsService } from "./settings/settings-service.ts";

export function createServices(db: Db, options: { adminEmails: string[]; onChange?: () => void }) {
  const settings = createSettingsService(db, options.onChange);
  const uploads = createUploadsService(db);
  const services: AppServices = {
    ...createContentServices(db, options.onChange),
    uploads,
    stats: createStatsService(db),
    settings,
    contactMessages: createContactMessagesService(db),
  };
  const auth = createAuthService(db, settings, options.adminEmails);
  return { services, auth, uploads };
}
export type Services = ReturnType<typeof createServices>;
