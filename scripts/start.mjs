/**
 * `npm start`: in a checkout, builds when the build is missing or older than the sources; in a
 * production bundle (scripts/bundle.mjs) there are no sources and it never builds. Then runs the
 * compiled server (plain JavaScript, no TypeScript loader) in production mode. Arguments pass through
 * (`npm start -- --api-only`).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, SERVER_ENTRY } from "./build-if-stale.mjs";

buildIfStale();
// Before React and React Router load: they choose their production builds from NODE_ENV, and the
// development builds render several times slower. NODE_ENV set by the caller wins.
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
