import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ensureBuild } from "../../server/build.ts";
import { CHILD_ENV } from "../support/child-env.ts";

// npm start with WEB_CONCURRENCY=2: the main process prepares the database and runs the jobs, two web processes
// share the port; Ready is printed once, a web process that dies is replaced, and Ctrl-C stops everything,
// PostgreSQL last, without waiting out the grace period of a web process that was still starting.

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "web-processes-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeAll(() => ensureBuild(), 300_000);

const webProcessesOf = (parent: number) =>
  spawnSync("ps", ["-o", "pid=,args=", "--ppid", String(parent)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter((line) => line.includes("--web-process"))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The local addresses the kernel's TCP tables show listening on a port (IPv4 and IPv6). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  // tcp6 is absent where IPv6 is disabled
  const listening = ["/proc/net/tcp", "/proc/net/tcp6"]
    .filter((file) => existsSync(file))
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((f) => f[3] === "0A" && f[1]?.endsWith(`:${hexPort}`)),
    );
  return [...new Set(listening.map((f) => hexAddress(f[1]!.split(":")[0]!)))];
}

/** An address of /proc/net/tcp (IPv4: 4 little-endian bytes) or tcp6 ("::" when all zeros). */
function hexAddress(hex: string): string {
  if (hex.length === 8)
    return (hex.match(/../g) ?? [])
      .reverse()
      .map((b) => parseInt(b, 16))
      .join(".");
  return /^0+$/.test(hex) ? "::" : hex;
}

it("serves from two web processes, replaces one that dies, and stops cleanly", async () => {
  const main = spawn(process.execPath, ["server/main.ts", "--no-build"], {
    cwd: root,
    env: { ...CHILD_ENV, PORT: "0", DATA_DIR: dataDir, WEB_CONCURRENCY: "2", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  main.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => main.on("exit", (code) => resolve(code)));
  try {
    const port = await until("Ready", () => /Ready at http:\/\/localhost:(\d+)/.exec(stdout)?.[1], 180_000);
    const get = async (p: string) => (await fetch(`http://127.0.0.1:${port}${p}`)).status;
    expect(await get("/healthz")).toBe(200);
    // Demo mode (anyone who reaches it can act as admin) listens on the loopback address only.
    expect(listeningAddresses(Number(port))).toEqual(["127.0.0.1"]);
    const first = webProcessesOf(main.pid!);
    expect(first).toHaveLength(2);
    for (let i = 0; i < 6; i += 1) expect(await get("/therapists/jordan-rivera")).toBe(200);

    process.kill(first[0]!, "SIGKILL");
    const replaced = await until("a new web process", () => {
      const now = webProcessesOf(main.pid!);
      return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
    });
    expect(replaced).toContain(first[1]);
    // A kept-alive connection to the killed process fails once; that is "not yet", not an answer.
    await until("the replacement to serve", async () => ((await get("/").catch(() => 0)) === 200 ? true : undefined));
    expect(stdout.match(/Ready at/g)).toHaveLength(1);

    // Stopped while a replacement is still starting, every process stops at once, none killed for being late.
    process.kill(first[1]!, "SIGKILL");
    const starting = await until("a second replacement", () => {
      const now = webProcessesOf(main.pid!);
      return now.length === 2 && !now.includes(first[1]!) ? now : undefined;
    });
    main.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(stdout).not.toContain("did not finish in time");
    for (const pid of [...replaced, ...starting]) expect(isAlive(pid), `web process ${pid}`).toBe(false);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  } finally {
    if (main.exitCode === null) main.kill("SIGKILL");
  }
}, 300_000);
