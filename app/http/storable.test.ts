import { describe, expect, it } from "vitest";
import { readJsonBody } from "./api.server.ts";
import { readForm, readFormFields } from "./form-body.server.ts";
import { isStorableText, unstorableFields, UNSTORABLE_MESSAGE } from "./storable.ts";

// Text PostgreSQL cannot store is found wherever it sits, and the body readers refuse it (and anything that is
// not their kind of body) with a 400 naming the field.

const post = (body: BodyInit, type?: string) =>
  new Request("http://x/", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });
const thrownBy = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("storable text", () => {
  it("refuses NUL and unpaired surrogates, keeps everything else (paired surrogates included)", () => {
    for (const text of ["a\u0000b", "\ud800", "x\udc00", "\ud83d"])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ["", "plain", "é", "😀", "\u0001", "\ufffd"])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it("names each field that holds such text, nested ones by their dotted path", () => {
    expect(unstorableFields({ a: "ok", b: "x\u0000", c: { d: ["fine", "\ud800"] } })).toEqual({
      b: [UNSTORABLE_MESSAGE],
      "c.d.1": [UNSTORABLE_MESSAGE],
    });
    expect(unstorableFields({ "k\u0000": "v" })).toEqual({ _: [UNSTORABLE_MESSAGE] });
    expect(unstorableFields({ a: "ok", n: 1, list: ["x"] })).toBeNull();
  });
});

describe("body readers", () => {
  it("readJsonBody refuses a NUL in a field, malformed JSON and non-objects with 400", async () => {
    const nul = (await thrownBy(
      readJsonBody(post(JSON.stringify({ name: "a\u0000" }), "application/json")),
    )) as Response;
    expect(nul.status).toBe(400);
    expect((await nul.json()).errors).toEqual({ name: [UNSTORABLE_MESSAGE] });
    for (const body of ["{oops", "[1]", '"text"', "null"]) {
      expect(((await thrownBy(readJsonBody(post(body, "application/json")))) as Response).status, body).toBe(400);
    }
    expect(await readJsonBody(post(JSON.stringify({ name: "Ann" }), "application/json"))).toEqual({ name: "Ann" });
  });

  it("readForm takes urlencoded and multipart forms only, refusing malformed ones and NUL with 400", async () => {
    const status = async (request: Request) =>
      ((await thrownBy(readForm(request))) as { init: { status: number } } | null)?.init.status;
    expect(await status(post(JSON.stringify({ email: "a@b.c" }), "application/json"))).toBe(400);
    expect(
      await status(post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', "multipart/form-data; boundary=x")),
    ).toBe(400);
    expect(await status(post("email=a%00b", "application/x-www-form-urlencoded"))).toBe(400);
    const refused = (await thrownBy(readForm(post("email=a%00b&name=ok", "application/x-www-form-urlencoded")))) as {
      data: { errors: unknown };
    };
    expect(refused.data.errors).toEqual({ email: [UNSTORABLE_MESSAGE] });
    expect((await readForm(post(new URLSearchParams({ email: "a@b.c" })))).get("email")).toBe("a@b.c");
  });

  it("readFormFields hands such text to the action, by field name, and refuses only what is not a form", async () => {
    const list = new URLSearchParams([
      ["specialties", "Anxiety"],
      ["specialties", "a\u0000"],
      ["name", "ok"],
    ]);
    const { form, unstorable } = await readFormFields(post(list));
    expect(form.getAll("specialties")).toEqual(["Anxiety", "a\u0000"]);
    expect(unstorable).toEqual({ specialties: [UNSTORABLE_MESSAGE] });
    expect((await readFormFields(post(new URLSearchParams({ name: "ok" })))).unstorable).toBeNull();
    expect(
      ((await thrownBy(readFormFields(post("{}", "application/json")))) as { init: { status: number } }).init.status,
    ).toBe(400);
  });

  it("takes fields named like Object.prototype's members as plain fields (a DELETE /login with valueOf= gave a 500)", async () => {
    const form = await readForm(
      post("valueOf=&toString=x&constructor=y&__proto__=z", "application/x-www-form-urlencoded"),
    );
    expect(form.get("valueOf")).toBe("");
    const refused = (await thrownBy(
      readForm(post("valueOf=a%00&__proto__=b%00", "application/x-www-form-urlencoded")),
    )) as { data: { errors: object } };
    expect({ ...refused.data.errors }).toEqual({ valueOf: [UNSTORABLE_MESSAGE], ["__proto__"]: [UNSTORABLE_MESSAGE] });
  });
});
