import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { INSTANT_FIELD } from "#app/http/wire-json.ts";
import { ACCOUNT_CONTRACT } from "../support/api-contract-accounts.ts";
import { PUBLIC_CONTRACT } from "../support/api-contract-public.ts";
import type { ContractCase, ContractFixture, ContractRole } from "../support/api-contract.ts";
import { contractSender, createContractFixture, type ContractSend } from "../support/api-contract-fixture.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { MATRIX } from "../support/authorisation-matrix.ts";
import { createTestServices } from "../support/auth.ts";
import type { TestDatabase } from "../support/db.ts";
import { createDirectoryDb } from "../support/directory.ts";
import { startProviderStandIn, stripeEnv } from "../support/featured.ts";
import { routeMethods } from "../support/route-methods.ts";

// The API contract (tests/support/api-contract.ts and the entries it names), over HTTP against one app on the demo data with a payment
// provider configured (a local stand-in of its API): every route under /api/ in app/routes.ts, with every method it
// answers, is declared; each declared request gets its status and an answer of its shape (tests/support/
// api-shapes.ts). No answer carries an instant as a number. Then the shapes themselves are checked against the
// answers: every field an answer carries is declared, leaving any required one out fails its shape, and so does
// writing any instant in it as epoch milliseconds.

let t: TestDatabase;
let services: AppServices;
let server: AppServer;
let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
let send: ContractSend;
let fixture: ContractFixture;
let cookies: Map<ContractRole, string | undefined>;
const answers: { label: string; shape: z.ZodType; body: unknown }[] = [];
const CONTRACT = { ...PUBLIC_CONTRACT, ...ACCOUNT_CONTRACT };

beforeAll(async () => {
  t = await createDirectoryDb();
  provider = await startProviderStandIn();
  services = await createTestServices(t, stripeEnv(provider.url));
  server = await startAppServer(services);
  send = contractSender(server.port);
  ({ fixture, cookies } = await createContractFixture(services, send));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await provider?.close();
  await t?.release();
});

const patternOf = (key: string) => key.split(" ")[1]!;
/** Epoch milliseconds between 2001 and 2100: no count, rate or rating of this API comes near. */
const EPOCH_MS = { min: 978_307_200_000, max: 4_102_444_800_000 };
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

type Visit = (path: string[], value: unknown) => void;
function walk(value: unknown, visit: Visit, path: string[] = []): void {
  visit(path, value);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, [...path, String(i)]));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) walk(item, visit, [...path, key]);
}

/** The places an answer writes an instant as a number: an instant field's number, or any epoch-like number. */
function numericInstants(body: unknown): string[] {
  const found: string[] = [];
  walk(body, (path, value) => {
    if (typeof value !== "number") return;
    const named = INSTANT_FIELD.test(path.at(-1) ?? "");
    if (named || (value >= EPOCH_MS.min && value <= EPOCH_MS.max)) found.push(`${path.join(".")} = ${value}`);
  });
  return found;
}

/** The lists of an answer (itself, or its top-level fields) that are empty. */
function emptyLists(body: unknown): string[] {
  const lists = Array.isArray(body) ? { "(answer)": body } : (body as Record<string, unknown>);
  return Object.entries(lists).flatMap(([key, value]) => (Array.isArray(value) && value.length === 0 ? [key] : []));
}

async function check(key: string, c: ContractCase, n: number) {
  const path = c.path ? c.path(fixture) : patternOf(key);
  const body = typeof c.body === "function" ? c.body(fixture) : c.body;
  const label = `${key} #${n + 1} (${c.as}: ${path})`;
  const response = await send(cookies.get(c.as), key.split(" ")[0]!, path, body, c.signed);
  const text = await response.text();
  expect(response.status, `${label} answered ${text.slice(0, 300)}`).toBe(c.status);
  if (c.shape === null) return expect(text, label).toBe("");
  expect(response.headers.get("Content-Type"), label).toMatch(/^application\/json\b/);
  const answer: unknown = JSON.parse(text);
  const parsed = c.shape.safeParse(answer);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  expect(issues, `${label}: not of its shape`).toEqual([]);
  expect(numericInstants(answer), `${label}: instants written as numbers`).toEqual([]);
  if (c.filled) expect(emptyLists(answer), `${label}: empty lists`).toEqual([]);
  if (response.ok) answers.push({ label, shape: c.shape, body: answer });
}

/** The schema of a field of an object schema, and whether the field may be left out. */
function fieldOf(schema: z.ZodType | undefined, key: string): { field?: z.ZodType; optional: boolean } {
  let inner: unknown = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) inner = inner.unwrap();
  if (inner instanceof z.ZodArray) return { field: inner.element as z.ZodType, optional: false };
  if (inner instanceof z.ZodRecord) return { field: inner.valueType as z.ZodType, optional: true };
  if (!(inner instanceof z.ZodObject)) return { optional: false };
  const field = (inner.shape as Record<string, z.ZodType>)[key];
  return { field, optional: field ? field.safeParse(undefined).success : false };
}

/** Each field of the answer, with the schema its shape gives it (undefined: the shape does not declare it). */
function declaredFields(shape: z.ZodType, body: unknown, path: string[] = []) {
  const out: { path: string[]; schema?: z.ZodType; optional: boolean }[] = [];
  const entries = Array.isArray(body) ? body.slice(0, 1).map((v, i) => [String(i), v] as const) : [];
  const fields = body && typeof body === "object" && !Array.isArray(body) ? Object.entries(body) : entries;
  for (const [key, value] of fields) {
    const { field, optional } = fieldOf(shape, key);
    if (!Array.isArray(body)) out.push({ path: [...path, key], schema: field, optional });
    if (field && value && typeof value === "object") out.push(...declaredFields(field, value, [...path, key]));
  }
  return out;
}

const copyWith = (body: unknown, path: string[], change: (parent: Record<string, unknown>, key: string) => void) => {
  const copy = structuredClone(body) as Record<string, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, copy);
  change(parent, path.at(-1)!);
  return copy;
};

describe("the API contract", () => {
  it("declares every route under /api/ in app/routes.ts, with every method it answers", async () => {
    const routes = (await routeMethods()).filter((route) => route.pattern.startsWith("/api/"));
    const answered = [
      ...routes.filter((route) => route.reads).map((route) => `GET ${route.pattern}`),
      ...Object.keys(MATRIX).filter((key) => patternOf(key).startsWith("/api/") && !key.startsWith("GET ")),
    ];
    const declared = Object.keys(CONTRACT);
    expect(
      answered.filter((key) => !declared.includes(key)),
      "no shape declared for",
    ).toEqual([]);
    expect(
      declared.filter((key) => !answered.includes(key)),
      "declared, but no route answers",
    ).toEqual([]);
    const undeclared = routes.filter((route) => !declared.some((key) => patternOf(key) === route.pattern));
    expect(
      undeclared.map((route) => route.pattern),
      "routes without any declared answer",
    ).toEqual([]);
  });

  it.each(Object.entries(CONTRACT))("%s", async (key, cases) => {
    for (const [n, c] of cases.entries()) await check(key, c, n);
  });

  it("declares every field the answers carry: leaving one out, or writing an instant as a number, fails", () => {
    expect(answers.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let instants = 0;
    for (const { label, shape, body } of answers) {
      for (const { path, schema, optional } of declaredFields(shape, body)) {
        if (!schema) problems.push(`${label}: ${path.join(".")} is not declared`);
        else if (!optional && shape.safeParse(copyWith(body, path, (at, key) => delete at[key])).success)
          problems.push(`${label}: still of its shape without ${path.join(".")}`);
      }
      walk(body, (path, value) => {
        if (typeof value !== "string" || !ISO_INSTANT.test(value)) return;
        instants++;
        const numeric = copyWith(body, path, (at, key) => (at[key] = Date.parse(value)));
        if (shape.safeParse(numeric).success) problems.push(`${label}: ${path.join(".")} accepted as a number`);
      });
    }
    expect(problems).toEqual([]);
    expect(instants).toBeGreaterThan(50);
  });
});
