import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { firstBlockedFolder, postgresBinaries } from "./postgres-user.server.ts";

// Which folder keeps a user (the "postgres" user, when we run as root) from reaching a file.

const root = mkdtempSync(path.join(os.tmpdir(), "postgres-user-test-")); // mode 0700, owned by us
afterAll(() => rmSync(root, { recursive: true, force: true }));
const us = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
const someoneElse = { uid: us.uid + 4242, gid: us.gid + 4242 };

it("a binary inside a private (0700) folder is out of another user's reach, and that folder is named", async () => {
  const { initdb } = await postgresBinaries();
  const bin = path.join(root, "project", "node_modules", "bin");
  mkdirSync(bin, { recursive: true, mode: 0o755 });
  const copy = path.join(bin, "initdb");
  copyFileSync(initdb, copy);
  chmodSync(root, 0o700);
  expect(firstBlockedFolder(copy, someoneElse)).toBe(root);
  expect(firstBlockedFolder(copy, undefined)).toBe(root);
  expect(firstBlockedFolder(copy, us)).toBeUndefined();

  chmodSync(root, 0o711);
  expect(firstBlockedFolder(copy, someoneElse)).toBeUndefined();
  chmodSync(root, 0o611); // the owner's own bits count for the owner
  expect(firstBlockedFolder(copy, us)).toBe(root);
  chmodSync(root, 0o711);
  chmodSync(bin, 0o750);
  expect(firstBlockedFolder(copy, someoneElse)).toBe(bin);
  expect(firstBlockedFolder(copy, { uid: someoneElse.uid, gid: us.gid })).toBeUndefined();
});

it("a data folder that does not exist yet is judged by the nearest folder that does", () => {
  chmodSync(root, 0o700);
  expect(firstBlockedFolder(path.join(root, "not", "yet", "data"), someoneElse)).toBe(root);
  chmodSync(root, 0o755);
  expect(firstBlockedFolder(path.join(root, "not", "yet", "data"), someoneElse)).toBeUndefined();
});

it("the installed PostgreSQL binaries are within the postgres user's reach in this checkout", async () => {
  const { initdb, postgres } = await postgresBinaries();
  expect(firstBlockedFolder(initdb, someoneElse)).toBeUndefined();
  expect(firstBlockedFolder(postgres, someoneElse)).toBeUndefined();
});
