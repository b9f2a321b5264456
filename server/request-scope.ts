/**
 * Who is calling, available to every service during a request without threading it through every
 * signature: the client address and user agent (for the audit log and rate limits).
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestScope {
  ip: string;
  userAgent: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const runInRequestScope = <T>(scope: RequestScope, fn: () => T): T => storage.run(scope, fn);
export const currentClient = (): RequestScope => storage.getStore() ?? { ip: "", userAgent: "" };
