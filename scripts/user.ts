/**
 * npm run user -- reset-password <email> [new-password]
 *   Sets a new password (generated when not given), prints it, and ends that user's sessions.
 * npm run user -- make-admin <email>
 */
import { createServices } from "../server/services.ts";
import { generatePassword, passwordProblem } from "../server/auth/auth-service.ts";
import { fail, openDatabase } from "./cli-context.ts";

const [command, email, given] = process.argv.slice(2);
if (!command || !email)
  fail("Usage: npm run user -- reset-password <email> [new-password] | make-admin <email>");

const { config, db } = await openDatabase();
const { auth, services } = createServices(db, { adminEmails: config.ADMIN_EMAILS });
try {
  if (command === "reset-password") {
    const password = given ?? generatePassword();
    const problem = passwordProblem(password, (await services.settings.getEffective()).security);
    if (problem) fail(problem);
    if (!(await auth.setPassword(email, password))) fail(`No user with the e-mail ${email}.`);
    process.stdout.write(
      `New password for ${email}: ${password}\nAll of this user's sessions were ended.\n`,
    );
  } else if (command === "make-admin") {
    const row = await db
      .updateTable("users")
      .set({ role: "admin" })
      .where("email", "=", email.toLowerCase())
      .returning("id")
      .executeTakeFirst();
    if (!row) fail(`No user with the e-mail ${email}.`);
    process.stdout.write(`${email} is now an admin.\n`);
  } else {
    fail(`Unknown command ${command}.`);
  }
} finally {
  await db.destroy();
}
