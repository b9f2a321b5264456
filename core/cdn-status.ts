/** Where the purges of the CDN in front stand, for the admin (docs/cdn.md). */
import type { Actor } from "./services.ts";

/** Where the purges of the CDN in front stand (docs/cdn.md). */
export interface CdnStatus {
  provider: string;
  /** Purges waiting to be sent (just queued, or refused and to retry). */
  pending: number;
  /** Given up in the last week. */
  failed: number;
  lastDoneAt: string | null;
  /** The newest refusal: still to retry (when), or failed for good after the last success. */
  lastError: { message: string; nextAttemptAt: string | null } | null;
}

export interface CdnService {
  status(actor: Actor): Promise<CdnStatus>;
}
