import fc from "fast-check";

// Generators of malformed HTTP requests for the route fuzz test: request targets built from a route's path
// pattern with arbitrary parameters and query strings, bad percent-encoding, NUL bytes, over-long values, odd
// headers, and bodies of every content type (valid, malformed, mislabelled, cut short, over-long).

export type FuzzRequest = {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: Buffer;
  identity: "visitor" | "admin" | "therapist";
};

const percentEncode = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

const TOKENS = [
  "%00",
  "%zz",
  "%",
  "%E",
  "%ED%A0%80",
  "%C0%AF",
  "%FF%FE",
  "%2e%2e",
  "..",
  "%2F",
  "%5C",
  "%0A",
  "%0D%0A",
  "%20",
  "+",
  "%25",
  "a".repeat(300),
  "x".repeat(3000),
  "null",
  "-1",
  "0",
  "1e400",
  "NaN",
  "9".repeat(30),
  "true",
  "[]",
  "{}",
  "'--",
  "%3Cscript%3E",
  "00000000-0000-4000-8000-000000000000",
  "not-a-uuid",
  "admin%40example.com",
  "therapist%40example.com",
  "toronto",
  "anxiety",
  "Toronto",
  "online",
  "in-person",
  "under-100",
  "CBT",
  "approved",
  "pending",
  "remind",
  "delete",
  "file.svg",
  "%F0%9F%98%80",
];
const piece = fc.oneof(fc.constantFrom(...TOKENS), fc.string({ unit: "binary", maxLength: 20 }).map(percentEncode));
/** A percent-encoded value: known troublemakers and arbitrary Unicode, a few joined together. */
const encodedText = fc.array(piece, { minLength: 0, maxLength: 3 }).map((parts) => parts.join(""));

const QUERY_KEYS = [
  "city",
  "query",
  "page",
  "mode",
  "price",
  "sortBy",
  "issue",
  "specialty",
  "therapyType",
  "acceptingClients",
  "token",
  "email",
  "search",
  "status",
  "id",
  "limit",
  "contact",
  "returnTo",
  "tab",
  "_routes",
  "index",
  "q",
];
/** The route's path with each `:param` (and `*`) filled with arbitrary text or a value that exists (a real
 * slug, id or email, so the guarded and deeper code runs too); optional ones sometimes left out. */
function target(pattern: string, known: readonly string[]) {
  const value = fc.oneof(
    { weight: 2, arbitrary: encodedText },
    { weight: 1, arbitrary: fc.constantFrom(...known.map(percentEncode)) },
  );
  const queryKey = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...QUERY_KEYS) },
    { weight: 1, arbitrary: encodedText },
  );
  const query = fc
    .array(fc.tuple(queryKey, value), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([key, text]) => `${key}=${text}`).join("&")}`));
  const segments = pattern.split("/").filter(Boolean);
  const filled = segments.map((segment) =>
    segment.startsWith(":") || segment === "*"
      ? segment.endsWith("?")
        ? fc.option(value, { nil: undefined })
        : value
      : fc.constant(segment),
  );
  return fc
    .tuple(fc.tuple(...filled), fc.constantFrom("", "", "", ".data", "/"), fc.oneof(fc.constant(""), query))
    .map(([parts, suffix, search]) =>
      `/${parts.filter((part) => part !== undefined).join("/")}${suffix}${search}`.replace(/^\/\.data/, "/_root.data"),
    );
}

const HOSTS = [
  "localhost:3000",
  "[::1]:3000",
  "x:abc",
  "[::1",
  "",
  "a b",
  "app.test:99999",
  "app.test:",
  "@evil",
  "a/b",
  "%00",
];
const headerText = fc.oneof(
  fc.constantFrom("", "x".repeat(5000), "\u0000", "null", "*/*", "é"),
  fc.string({ maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, "")),
);

const FIELD_NAMES = [
  "email",
  "token",
  "name",
  "message",
  "phone",
  "firstName",
  "lastName",
  "bio",
  "city",
  "intent",
  "therapistId",
  "userId",
  "adminNotes",
  "formToken",
  "type",
  "specialties",
  "status",
  "isFeatured",
  "website",
  "file",
  "profileImageUrl",
];
const fieldValue = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x".repeat(6000), "", "admin@example.com"),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })), fieldValue, {
  maxKeys: 6,
});

const multipart = (entries: Record<string, string>, boundary: string) =>
  `${Object.entries(entries)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("")}--${boundary}--\r\n`;

/** [Content-Type or none, body]: JSON, malformed JSON, forms, malformed multipart, text, bytes, nothing. */
const typedBody = fc.oneof(
  fc.constant<[string | undefined, Buffer]>([undefined, Buffer.alloc(0)]),
  fields.map((value): [string, Buffer] => ["application/json", Buffer.from(JSON.stringify(value))]),
  fc.jsonValue().map((value): [string, Buffer] => ["application/json", Buffer.from(JSON.stringify(value) ?? "")]),
  fc
    .constantFrom("{oops", '{"email":', "[", '"\\u0000"', '{"email":"\\ud800"}', '{"a":"\\u0000"}')
    .map((text): [string, Buffer] => ["application/json", Buffer.from(text)]),
  fields.map((value): [string, Buffer] => [
    "application/x-www-form-urlencoded",
    Buffer.from(new URLSearchParams(value).toString()),
  ]),
  fc
    .array(fc.tuple(encodedText, encodedText), { maxLength: 4 })
    .map((pairs): [string, Buffer] => [
      "application/x-www-form-urlencoded",
      Buffer.from(pairs.map((p) => p.join("=")).join("&")),
    ]),
  fields.map((value): [string, Buffer] => [
    "multipart/form-data; boundary=fuzz",
    Buffer.from(multipart(value, "fuzz")),
  ]),
  fc
    .constantFrom(
      '--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
      "garbage",
      "--fuzz--",
      "--other\r\n\r\n",
    )
    .map((text): [string, Buffer] => ["multipart/form-data; boundary=fuzz", Buffer.from(text)]),
  fc.constant<[string, Buffer]>(["multipart/form-data", Buffer.from("no boundary")]),
  fc.string({ maxLength: 100 }).map((text): [string, Buffer] => ["text/plain", Buffer.from(text)]),
  fc.uint8Array({ maxLength: 300 }).map((bytes): [string, Buffer] => ["application/octet-stream", Buffer.from(bytes)]),
  fc
    .tuple(headerText, fc.uint8Array({ maxLength: 50 }))
    .map(([type, bytes]): [string, Buffer] => [type, Buffer.from(bytes)]),
);

/** How the body's length is told: truly, chunked, or falsely (shorter than the body, or far over any limit). */
const framing = fc.constantFrom("length", "length", "length", "length", "length", "chunked", "short", "huge");

/** A request to the route: `known` holds values that exist in the database (slugs, ids, emails). */
export function fuzzRequest(pattern: string, known: readonly string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom("GET", "GET", "POST", "POST", "PUT", "PATCH", "DELETE", "HEAD"),
      target: target(pattern, known),
      host: fc.oneof(
        { weight: 6, arbitrary: fc.constant("app.test") },
        { weight: 2, arbitrary: fc.constantFrom(...HOSTS) },
      ),
      sameOrigin: fc.constantFrom(true, true, false),
      accept: fc.constantFrom(undefined, "application/json", "text/html", "*/*"),
      extra: fc.dictionary(
        fc.constantFrom(
          "X-Forwarded-Host",
          "X-Forwarded-For",
          "Referer",
          "User-Agent",
          "Cookie",
          "Range",
          "If-None-Match",
        ),
        headerText,
        { maxKeys: 1 },
      ),
      body: typedBody,
      framing,
      identity: fc.constantFrom("visitor", "admin", "therapist") as fc.Arbitrary<FuzzRequest["identity"]>,
    })
    .map(({ method, target: path, host, sameOrigin, accept, extra, body: [type, body], framing: how, identity }) => {
      const headers: Record<string, string> = { Host: host, ...extra };
      if (sameOrigin) headers["Sec-Fetch-Site"] = "same-origin";
      if (accept) headers.Accept = accept;
      if (type !== undefined) headers["Content-Type"] = type;
      let payload = body;
      if (how === "chunked" && body.length > 0) {
        headers["Transfer-Encoding"] = "chunked";
        payload = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n0\r\n\r\n")]);
      } else if (how === "huge") {
        headers["Content-Length"] = String(50 * 1024 * 1024);
      } else {
        headers["Content-Length"] = String(how === "short" ? Math.floor(body.length / 2) : body.length);
      }
      return { method, target: path, headers, body: payload, identity };
    });
}
