import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ConfigError, CONFIG_VARIABLES, parseConfig } from "#app/config/config.server.ts";
import { LOG_KEPT_MEGABYTES } from "#app/privacy/retention.ts";

// The production stack as written (docker-compose.yml, deploy/, .env.example, the Dockerfile's targets), checked
// without a Docker engine: the YAML is parsed and its structure asserted. Where the Compose CLI is installed,
// `docker compose config` must accept it too.

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type HealthCheck = { test: string[] | string; interval?: string; timeout?: string; start_period?: string };
type DependsOn = Record<string, { condition: string }>;
type Service = {
  image?: string;
  build?: string | { context: string; target?: string };
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  depends_on?: DependsOn;
  healthcheck?: HealthCheck;
  stop_grace_period?: string;
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
  logging?: { driver?: string; options?: Record<string, string> };
};
const composeText = read("docker-compose.yml");
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
};
const envExample = read(".env.example");
const dockerfile = read("Dockerfile");

/** Seconds in a Compose duration such as "45s" or "1m30s". */
function seconds(duration: string | undefined): number {
  if (!duration) return 10; // Docker's default stop grace period
  const parts = [...duration.matchAll(/(\d+)(h|m|s)/g)];
  expect(parts.map((p) => p[0]).join(""), `duration ${duration}`).toBe(duration);
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * { h: 3600, m: 60, s: 1 }[unit as "h" | "m" | "s"], 0);
}

/** A number of milliseconds written in the source (20_000), found by the pattern's first group. */
function msInSource(file: string, pattern: RegExp): number {
  const found = pattern.exec(read(file))?.[1];
  if (!found) throw new Error(`${file} no longer matches ${pattern}: update this test with the new drain time`);
  return Number(found.replaceAll("_", ""));
}

/** The variables production mode requires, as the config parser names them when none is set. */
function productionRequired(): string[] {
  try {
    parseConfig({ NODE_ENV: "production" });
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split(": ")[1]!.split(", ");
    throw error;
  }
  throw new Error("production mode started without any variable");
}

/** Lines of .env.example that set a variable, commented out or not: name, whether set, line index. */
const envLines = envExample.split("\n");
const envEntry = (name: string) => {
  const index = envLines.findIndex((line) => new RegExp(`^(# )?${name}=`).test(line));
  return index < 0 ? undefined : { index, set: !envLines[index]!.startsWith("#") };
};
const VARIABLE_LINE = /^(# )?[A-Z][A-Z0-9_]*=/;

describe("docker-compose.yml", () => {
  it("has the proxy, the app, the worker, PostgreSQL, MinIO with its set-up, Mailpit and the backup tool", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["backup", "caddy", "db", "mailpit", "minio", "minio-setup", "web", "worker"].sort(),
    );
    // Images pulled from a registry name a version; the app's own are built here from the Dockerfile.
    for (const [name, { image, build }] of Object.entries(services)) {
      if (build) continue;
      expect(image, `${name}'s image`).toMatch(/^[\w./-]+:[\w.-]+$/);
      expect(image, `${name}'s image`).not.toMatch(/:latest$/);
    }
    const declared = Object.keys(compose.volumes);
    const named = Object.values(services).flatMap((s) => (s.volumes ?? []).map((v) => v.split(":")[0]!));
    for (const volume of named.filter((v) => !v.startsWith("."))) expect(declared).toContain(volume);
  });

  it("keeps every service's logs by size (what the privacy policy states), never every line until the container goes", () => {
    for (const [name, { logging }] of Object.entries(services)) {
      expect(logging?.driver, name).toMatch(/^(local|json-file)$/);
      const megabytes = /^(\d+)m$/.exec(logging?.options?.["max-size"] ?? "")?.[1];
      expect(Number(megabytes) * Number(logging?.options?.["max-file"]), name).toBe(LOG_KEPT_MEGABYTES);
    }
  });

  it("lets only Caddy take outside traffic, on 80 and 443, and sends it to the web process", () => {
    expect(service("caddy").ports).toEqual(["80:80", "443:443", "443:443/udp"]);
    for (const [name, { ports }] of Object.entries(services)) {
      if (name !== "caddy") for (const port of ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    expect(service("caddy").environment?.SITE_ADDRESS).toBe("${SITE_ADDRESS:?set SITE_ADDRESS}");
    expect(service("caddy").volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    const caddyfile = read("deploy/Caddyfile")
      .split("\n")
      .filter((line) => !line.trim().startsWith("#"))
      .join("\n");
    const webPort = service("web").environment?.PORT;
    expect(caddyfile).toMatch(new RegExp(`^\\{\\$SITE_ADDRESS\\} \\{\\s+reverse_proxy web:${webPort}\\s+\\}`, "m"));
    // Behind the proxy the app is reached over HTTPS at SITE_ADDRESS, and trusts the proxy's forwarded address.
    expect(service("web").environment?.APP_URL).toBe("https://${SITE_ADDRESS:?set SITE_ADDRESS}");
    expect(service("web").environment?.TRUST_PROXY).toBe("${TRUST_PROXY:-1}");
  });

  it("gives the web process and the worker health checks and more stop time than draining takes", () => {
    const web = service("web");
    const worker = service("worker");
    expect(web.healthcheck?.test).toContain(
      `fetch('http://127.0.0.1:${web.environment?.PORT}/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`,
    );
    const healthPort = worker.environment?.WORKER_HEALTH_PORT;
    expect(healthPort).toMatch(/^\d+$/);
    expect(worker.healthcheck?.test).toContain(
      `fetch('http://127.0.0.1:${healthPort}/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`,
    );
    // The worker's check waits up to 5 s for its database: the check's own timeout must be longer.
    expect(seconds(worker.healthcheck?.timeout)).toBeGreaterThan(5);
    for (const name of ["db", "minio", "caddy"]) expect(service(name).healthcheck?.test, name).toBeDefined();

    const jobDrain = msInSource("indexer/runtime.ts", /boss\.stop\(\{[^}]*timeout: ([\d_]+)/) / 1000;
    const webDrain = msInSource("server/cluster.ts", /WEB_DRAIN_MS = ([\d_]+);/) / 1000;
    for (const app of [web, worker]) {
      expect(seconds(app.stop_grace_period)).toBeGreaterThan(Math.max(jobDrain, webDrain));
    }
    expect(web.command).toEqual(["node", "server/main.ts", "--no-build", "--web-only"]);
    expect(worker.command).toEqual(["node", "indexer/worker-main.ts"]);
  });

  it("starts the app once PostgreSQL is healthy and the uploads bucket exists", () => {
    for (const name of ["web", "worker", "backup"]) {
      expect(service(name).depends_on, name).toEqual({
        db: { condition: "service_healthy" },
        "minio-setup": { condition: "service_completed_successfully" },
      });
    }
    expect(service("minio-setup").depends_on).toEqual({ minio: { condition: "service_healthy" } });
    expect(service("minio-setup").entrypoint).toEqual(["/bin/sh", "/deploy/minio-setup.sh"]);
    expect(service("minio-setup").volumes).toContain("./deploy/minio-setup.sh:/deploy/minio-setup.sh:ro");
    const script = read("deploy/minio-setup.sh");
    expect(script).toContain('mc mb --ignore-existing "local/$S3_BUCKET"');
    expect(script).toContain('mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"');
    // A removed object's versions are listed and deleted with it (s3-storage.server.ts).
    for (const action of ["s3:ListBucketVersions", "s3:DeleteObjectVersion"]) expect(script).toContain(action);
    expect(spawnSync("sh", ["-n", path.join(ROOT, "deploy/minio-setup.sh")]).status).toBe(0);
    expect(service("web").environment?.S3_ENDPOINT).toBe("${S3_ENDPOINT:-http://minio:9000}");
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      expect(service("minio-setup").environment?.[name]).toBe(service("web").environment?.[name]);
    }
  });

  it("gives the web process and the worker every variable production requires, in production mode", () => {
    const required = productionRequired();
    expect(required).toContain("DATABASE_URL");
    for (const name of ["web", "worker", "backup"]) {
      const env = service(name).environment ?? {};
      expect(env.NODE_ENV, name).toBe("production");
      for (const variable of required) expect(env[variable], `${name}: ${variable}`).toBeTruthy();
    }
  });

  it("runs backups on the PostgreSQL image of the server's own major version", () => {
    const backup = service("backup");
    expect(backup.profiles).toEqual(["tools"]);
    expect(backup.build).toEqual({ context: ".", target: "ops" });
    expect(backup.command).toEqual(["indexer/backup-cli.ts"]);
    const opsStage = /^FROM postgres:(\d+)[\w.-]* AS ops$/m.exec(dockerfile);
    const dbMajor = /^postgres:(\d+)/.exec(service("db").image ?? "")?.[1];
    expect(opsStage?.[1]).toBe(dbMajor);
    // The backup command's default folder (backups/ under its working folder, /app) is the host's ./backups.
    expect(dockerfile.slice(dockerfile.indexOf(" AS ops"))).toMatch(/^WORKDIR \/app$/m);
    expect(backup.volumes).toEqual(["./backups:/app/backups"]);
  });

  it("catches mail in Mailpit only when its profile is on, and .env.example turns it on and points SMTP_URL at it", () => {
    expect(service("mailpit").profiles).toEqual(["mailpit"]);
    expect(envExample).toMatch(/^COMPOSE_PROFILES=mailpit$/m);
    expect(envExample).toMatch(/^SMTP_URL=smtp:\/\/mailpit:1025$/m);
    expect(service("web").environment?.SMTP_URL).toBe("${SMTP_URL:?set SMTP_URL}");
  });
});

describe(".env.example", () => {
  it("lists every variable the app reads, each with its meaning", () => {
    for (const name of CONFIG_VARIABLES) {
      const entry = envEntry(name);
      expect(entry, name).toBeDefined();
      // The meaning: on the line itself after the value, or in the comment above its group of variables.
      const line = envLines[entry!.index]!;
      let above = entry!.index - 1;
      while (above >= 0 && VARIABLE_LINE.test(envLines[above]!)) above -= 1;
      const explained = /=\S*\s{2,}\S/.test(line) || /^# \S/.test(envLines[above] ?? "");
      expect(explained, `${name} is explained`).toBe(true);
    }
  });

  it("sets every variable docker-compose.yml requires, and names every one it reads", () => {
    const interpolated = [...composeText.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)(:\?|:-)?/g)];
    expect(interpolated.length).toBeGreaterThan(10);
    for (const [, name, kind] of interpolated) {
      const entry = envEntry(name!);
      expect(entry, `${name} in .env.example`).toBeDefined();
      if (kind === ":?") expect(entry?.set, `${name} is set (not commented out) in .env.example`).toBe(true);
    }
  });

  it("is accepted by `docker compose config` where the Compose CLI is installed", () => {
    const compose = spawnSync("docker", ["compose", "version"], { encoding: "utf8" });
    if (compose.status !== 0) return; // no Compose CLI here: the structure checks above stand in for it
    const filled: Record<string, string> = {};
    for (const line of envLines) {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (match) filled[match[1]!] = match[2] || "filled-for-the-check-0123456789abcdef";
    }
    const result = spawnSync("docker", ["compose", "-f", "docker-compose.yml", "config", "--quiet"], {
      cwd: ROOT,
      env: { ...process.env, ...filled },
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
