/** The types of build-if-stale.mjs, for the TypeScript that reuses it (tests/e2e/support/global-setup.ts). */

/** The compiled server process, written last by `npm run build`. */
export const SERVER_ENTRY: string;
/** Whether this tree holds the sources (a checkout) rather than only their build (a bundle). */
export function isCheckout(): boolean;
/** Why the build is out of date ("No build yet", "server changed"), or null when it is current. */
export function staleness(): string | null;
/** Runs `npm run build` when the build is missing or older than a source; exits when it fails. */
export function buildIfStale(): void;
