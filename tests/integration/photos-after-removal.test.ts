import sharp from "sharp";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "#app/account/deletion.server.ts";
import { approveSubmission, rejectSubmission } from "#app/admin/decisions.server.ts";
import { deleteTherapist } from "#app/admin/profiles.server.ts";
import { findUserById, toCurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as uploadsLoader } from "#app/routes/uploads.ts";
import { updateOwnProfile } from "#app/therapists/my-profile.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { uploadProfilePhoto } from "#app/uploads/ownership.server.ts";
import { ORPHAN_GRACE_HOURS, purgeOrphanPhotos } from "#app/uploads/purge-uploads.server.ts";
import type { StoredPhoto } from "#app/uploads/profile-image.server.ts";
import { seedSubmission } from "../support/admin.ts";
import { APP_URL, contextFor, createTestServices } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { adminUser } from "../support/featured.ts";

// A profile photo stops being served once nothing shows it: after its account's deletion, after an admin removed
// its listing and after its therapist replaced it, the nightly purge-uploads job deletes the photo and its
// thumbnail, and GET /uploads/{key} answers 404. A photo an application under review or a rejected one shows stays.

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
});
afterAll(async () => {
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

/** The nightly purge, run once the photos uploaded now are past the grace period. */
const purgeTomorrow = () =>
  purgeOrphanPhotos(t.db, storageFor(services.config), new Date(Date.now() + (ORPHAN_GRACE_HOURS + 1) * 3600_000));

/** What GET /uploads/{path's key} answers: its status. */
async function served(path: string): Promise<number> {
  const key = path.slice("/uploads/".length);
  const response = (await uploadsLoader({
    request: new Request(`${APP_URL}${path}`),
    params: { "*": key },
    context: contextFor(services),
  } as never)) as Response;
  return response.status;
}
const bothServed = async (photo: StoredPhoto) => [await served(photo.objectPath), await served(photo.thumbnailPath)];

let shade = 0;
/** A photo uploaded by the user (each one different). */
async function uploaded(userId: string): Promise<StoredPhoto> {
  shade += 40;
  const image = await sharp({
    create: { width: 500, height: 500, channels: 3, background: { r: shade, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  return uploadProfilePhoto(t.db, storageFor(services.config), userId, image);
}

/** An application with an uploaded photo, approved: the listing shows the photo. */
async function listedWithPhoto(lastName: string) {
  const { id, userId } = await seedSubmission(t.db, { lastName });
  const photo = await uploaded(userId);
  await t.db.query(sql.unsafe`
    UPDATE therapist_submissions SET profile_image_url = ${photo.objectPath} WHERE id = ${id}`);
  const approved = await approveSubmission(services, await adminUser(services), id, null);
  if (approved.kind !== "approved") throw new Error(`approval failed: ${approved.kind}`);
  return { userId, therapistId: approved.therapistId, photo };
}

describe("a profile photo once nothing shows it", () => {
  it("is deleted after its account's deletion: GET /uploads answers 404", async () => {
    const listed = await listedWithPhoto("Leaving");
    const bystander = await listedWithPhoto("Staying");
    const user = toCurrentUser((await findUserById(t.db, listed.userId))!, services.config, false);
    const email = user.email;
    expect(await deleteAccount(services, user, { confirmEmail: email })).toEqual({ kind: "deleted" });
    expect(await bothServed(listed.photo)).toEqual([200, 200]);
    await purgeTomorrow();
    expect(await bothServed(listed.photo)).toEqual([404, 404]);
    expect(await bothServed(bystander.photo)).toEqual([200, 200]);
  });

  it("is deleted after an admin removed its listing", async () => {
    const listed = await listedWithPhoto("Removed");
    const bystander = await listedWithPhoto("Kept");
    await deleteTherapist(services, await adminUser(services), listed.therapistId);
    await purgeTomorrow();
    expect(await bothServed(listed.photo)).toEqual([404, 404]);
    expect(await bothServed(bystander.photo)).toEqual([200, 200]);
  });

  it("is deleted once its therapist replaced it; the new one stays", async () => {
    const listed = await listedWithPhoto("Replacing");
    const replacement = await uploaded(listed.userId);
    const outcome = await updateOwnProfile(services, listed.userId, { profileImageUrl: replacement.objectPath });
    expect(outcome.kind).toBe("updated");
    await purgeTomorrow();
    expect(await bothServed(listed.photo)).toEqual([404, 404]);
    expect(await bothServed(replacement)).toEqual([200, 200]);
  });

  it("stays while an application under review or a rejected one shows it", async () => {
    const pending = await seedSubmission(t.db, { lastName: "Pending" });
    const rejected = await seedSubmission(t.db, { lastName: "Rejected" });
    const photos = [await uploaded(pending.userId), await uploaded(rejected.userId)];
    for (const [{ id }, photo] of [
      [pending, photos[0]!],
      [rejected, photos[1]!],
    ] as const)
      await t.db.query(sql.unsafe`
        UPDATE therapist_submissions SET profile_image_url = ${photo.objectPath} WHERE id = ${id}`);
    await rejectSubmission(services, await adminUser(services), rejected.id, null);
    await purgeTomorrow();
    for (const photo of photos) expect(await bothServed(photo)).toEqual([200, 200]);
  });
});
