/**
 * Storage on any S3-compatible service (AWS S3, MinIO, Cloudflare R2, …). One real bucket holds the
 * logical buckets as prefixes; files are served through /media unless a public URL is configured.
 */
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafe, isSafeSegment, mediaCacheControl, type Storage } from "./storage.ts";

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Where browsers fetch files directly (e.g. a CDN); unset = through /media. */
  publicBaseUrl?: string;
}

export function createS3Storage(options: S3Options): Storage {
  // The SDK is loaded at the first storage call, not at start: it is large, and only S3 sites need it.
  let loading: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const s3 = () =>
    (loading ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    })));
  const objectKey = (bucket: string, key: string) => `${bucket}/${key}`;
  const publicUrl = (bucket: string, key: string) =>
    options.publicBaseUrl
      ? `${options.publicBaseUrl.replace(/\/$/, "")}/${objectKey(bucket, key)}`
      : `/media/${bucket}/${key}`;

  return {
    publicUrl,
    async put(bucket, key, body, contentType) {
      assertSafe(bucket, key);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(bucket, key),
          Body: body,
          ContentType: contentType,
          CacheControl: mediaCacheControl(key),
        }),
      );
      return publicUrl(bucket, key);
    },
    async remove(bucket, key) {
      assertSafe(bucket, key);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }),
      );
    },
    async read(bucket, key) {
      if (!isSafeSegment(bucket) || !isSafeSegment(key)) return null;
      const { sdk, client } = await s3();
      try {
        const out = await client.send(
          new sdk.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }),
        );
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? "application/octet-stream",
          size: out.ContentLength,
        };
      } catch (err) {
        if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === "NoSuchKey")
          return null;
        throw err;
      }
    },
    async *list() {
      const { sdk, client } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const [bucket, key, ...rest] = (object.Key ?? "").split("/");
          if (rest.length || !bucket || !key || !isSafeSegment(bucket) || !isSafeSegment(key))
            continue;
          yield { bucket, key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
