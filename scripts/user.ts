/**
 * npm run user -- create <email> <password> [--role admin|editor|author|user] [--temporary]
 *   Creates a verified account (for operators and scripts); the audit log records it. With
 *   --temporary the password must be changed at the first sign-in.
 * npm run user -- reset-password <email> [new-password]
 *   Sets a new password and ends that user's sessions. A generated one (none given) is printed and
 *   must be changed at the next sign-in.
 * npm run user -- make-admin <email>
 */
import { ROLES } from "../core/constants.ts";
import type { Role } from "../core/services.ts";
import { generatePassword, passwordProblem } from "../server/auth/auth-service.ts";
import { createServices } from "../server/services.ts";
import { fail, openDatabase } from "./cli-context.ts";

const USAGE =
  "Usage: npm run user -- create <email> <password> [--role admin|editor|author|user] [--temporary] | reset-password <email> [new-password] | make-admin <email>";
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const switchOn = (name: string) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const roleGiven = flag("--role") ?? "user";
const temporary = switchOn("--temporary");
const [command, email, given] = args;
if (!command || !email) fail(USAGE);
const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);
if (!isRole(roleGiven)) fail(`Unknown role ${roleGiven}: use ${ROLES.join(", ")}.`);
const role = roleGiven as Role;

const { config, db } = await openDatabase();
const { auth, services } = createServices(db, { adminEmails: config.ADMIN_EMAILS });
const rules = async () => (await services.settings.getEffective()).security;
try {
  if (command === "create") {
    if (!given) fail(USAGE);
    const problem = passwordProblem(given, await rules());
    if (problem) fail(problem.message);
    const user = await auth.staff
      .createByOperator(email, given, role, { temporary })
      .catch(() => fail(`Could not create ${email}: an account with this e-mail may exist.`));
    process.stdout.write(`Created ${user.email} (${user.role}).\n`);
  } else if (command === "reset-password") {
    const password = given ?? generatePassword();
    const problem = passwordProblem(password, await rules());
    if (problem) fail(problem.message);
    if (!(await auth.passwords.setByOperator(email, password, { temporary: !given })))
      fail(`No user with the e-mail ${email}.`);
    process.stdout.write(
      `New password for ${email}: ${password}\nAll of this user's sessions were ended.${given ? "" : " It must be changed at the next sign-in."}\n`,
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
