/**
 * npm run db:seed — adds the demo content to an empty database.
 * npm run db:seed -- --force — replaces all content with the demo content (asks no questions).
 */
import { seedDemoContent } from "../server/db/seed/seed.ts";
import { createServices } from "../server/services.ts";
import { createStorage } from "../server/storage/index.ts";
import { announceChanges, openDatabase } from "./cli-context.ts";

const force = process.argv.includes("--force");
const { config, db } = await openDatabase();
const services = createServices(db, { adminEmails: config.ADMIN_EMAILS });
const storage = createStorage(config);
const result = await seedDemoContent(db, services, storage, { force });
if (result.seeded) await announceChanges(config);
process.stdout.write(
  result.seeded
    ? `Demo content added: ${Object.entries(result.counts ?? {})
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")}.\n`
    : "The database already has content; nothing was changed. Use `npm run db:seed -- --force` to replace it.\n",
);
await db.destroy();
