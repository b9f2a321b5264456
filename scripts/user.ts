/**
 * npm run user -- create <email> <password> [--role admin|user]
 *   Creates a verified account (for operators and scripts); the audit log records it.
 * npm run user -- reset-password <email> [new-password]
 *   Sets a new password (generated when not given), prints it, and ends that user's sessions.
 * npm run user -- make-admin <email>
 */
import { generatePassword, passwordProblem } from "../server/auth/auth-service.ts";
import { createServices } from "../server/services.ts";
import { fail, openDatabase } from "./cli-context.ts";

const USAGE =
  "Usage: npm run user -- create <email> <password> [--role admin|user] | reset-password <email> [new-password] | make-admin <email>";
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const role = flag("--role") ?? "user";
const [command, email, given] = args;
if (!command || !email) fail(USAGE);
if (role !== "admin" && role !== "user") fail(`Unknown role ${role}: use admin or user.`);

const { config, db } = await openDatabase();
const { auth, services } = createServices(db, { adminEmails: config.ADMIN_EMAILS });
const rules = async () => (await services.settings.getEffective()).security;
try {
  if (command === "create") {
    if (!given) fail(USAGE);
    const problem = passwordProblem(given, await rules());
    if (problem) fail(problem);
    const user = await auth.staff
      .createByOperator(email, given, role)
      .catch(() => fail(`Could not create ${email}: an account with this e-mail may exist.`));
    process.stdout.write(`Created ${user.email} (${user.role}).\n`);
  } else if (command === "reset-password") {
    const password = given ?? generatePassword();
    const problem = passwordProblem(password, await rules());
    if (problem) fail(problem);
    if (!(await auth.passwords.setByOperator(email, password)))
      fail(`No user with the e-mail ${email}.`);
    process.stdout.write(
      `New password for ${email}: ${password}\nAll of this user's sessions were ended.\n`,
    );
  } else if (command === "make-admin") {
    if (!(await auth.staff.makeAdminByOperator(email))) fail(`No user with the e-mail ${email}.`);
    process.stdout.write(`${email} is now an admin.\n`);
  } else {
    fail(`Unknown command ${command}.\n${USAGE}`);
  }
} finally {
  await db.destroy();
}
