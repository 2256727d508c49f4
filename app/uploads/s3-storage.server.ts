import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "#app/config/config.server.ts";
import { isValidKey, publicPathOf, UPLOAD_CACHE_CONTROL, type Storage, type StoredObject } from "./storage.server.ts";

// Uploads in an S3 bucket (or any S3-compatible store at S3_ENDPOINT). The app still serves them at /uploads/{key}
// (same origin for the CSP, one URL shape whatever the storage), reading through from the bucket. A removed object
// leaves nothing behind: in a versioned bucket its older versions and its delete marker are deleted too, since a
// deleted photo is personal data that must not outlive its deletion as an old version.

export function s3Storage(s3: NonNullable<Config["s3"]>): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: Boolean(s3.endpoint),
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
      return publicPathOf(key);
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: checked(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async list(folder) {
      const objects: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: folder, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key && isValidKey(item.Key))
            objects.push({ key: item.Key, modifiedAt: item.LastModified ?? new Date() });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: checked(key) }));
      for (const versionId of await versionsOf(key))
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key, VersionId: versionId }));
    },
  };

  /** Every version and delete marker the bucket keeps of exactly `key`; none where the store keeps no versions. */
  async function versionsOf(key: string): Promise<string[]> {
    const ids: string[] = [];
    let keyMarker: string | undefined;
    let versionIdMarker: string | undefined;
    do {
      const page = await client
        .send(
          new ListObjectVersionsCommand({
            Bucket: s3.bucket,
            Prefix: key,
            KeyMarker: keyMarker,
            VersionIdMarker: versionIdMarker,
          }),
        )
        .catch((error: unknown) => {
          // A store that keeps no versions (some S3-compatible ones) refuses the call: the plain delete was all.
          const name = (error as { name?: string }).name;
          if (name === "NotImplemented" || name === "MethodNotAllowed") return undefined;
          throw error;
        });
      if (!page) return [];
      for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])])
        if (entry.Key === key && entry.VersionId) ids.push(entry.VersionId);
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      versionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
    } while (keyMarker);
    return ids;
  }
}
