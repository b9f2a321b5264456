/** This release's version (package.json), as /healthz and the metrics report it. */
import pkg from "../package.json" with { type: "json" };

export const RELEASE_VERSION: string = pkg.version;
