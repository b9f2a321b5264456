/** Chooses the storage from the configuration. */
import path from "node:path";
import type { Config } from "../config.ts";
import { createS3Storage } from "./s3-storage.ts";
import { createLocalStorage, type Storage } from "./storage.ts";

export function createStorage(config: Config): Storage {
  if (config.STORAGE === "s3") {
    return createS3Storage({
      bucket: config.S3_BUCKET ?? "",
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === "true",
      publicBaseUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(path.join(config.dataDir, "media"));
}
