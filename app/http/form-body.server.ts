import { data } from "react-router";
import { commonNow, loadCommon } from "#app/i18n/common.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import type { FieldErrors } from "./field-errors.ts";
import { unstorableFields } from "./storable.ts";

// The one way page actions read a posted form: only an HTML form's encodings (urlencoded or multipart) are read,
// and a body that does not parse is refused with 400 before the action does anything (the route's error boundary
// shows the message). Text PostgreSQL cannot store is found before any query runs: readForm refuses it the same
// way, and readFormFields hands it to an action whose form shows it inline, like its other field errors. Each
// refusal is written in the language of the page the form was posted to.

type FormBodyError = { message: string; errors: FieldErrors };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(message: string, errors: FieldErrors) {
  return data<FormBodyError>({ message, errors }, { status: 400 });
}

/** The posted form, and its fields holding text PostgreSQL cannot store, by field name (null when none). */
export async function readFormFields(request: Request): Promise<{ form: FormData; unstorable: FieldErrors | null }> {
  return readFormIn(request, await wordsOf(request));
}

/** The posted form; text PostgreSQL cannot store is refused with 400, the fields named. */
export async function readForm(request: Request): Promise<FormData> {
  const t = await wordsOf(request);
  const { form, unstorable } = await readFormIn(request, t);
  if (unstorable) throw refuse(t("form.checkFields"), unstorable);
  return form;
}

type Words = Awaited<ReturnType<typeof wordsOf>>;

async function readFormIn(request: Request, t: Words): Promise<{ form: FormData; unstorable: FieldErrors | null }> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const unreadable = () => refuse(t("form.unreadable"), { _: [t("form.unreadable")] });
  if (!FORM_TYPES.includes(type)) throw unreadable();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw unreadable();
  }
  // keyed by field names the client chose: no prototype, so "valueOf" or "__proto__" is a field like any other
  const texts: Record<string, string[]> = Object.create(null);
  for (const [name, value] of form) (texts[name] ??= []).push(typeof value === "string" ? value : value.name);
  const found = unstorableFields(texts);
  const unstorable =
    found && Object.fromEntries(Object.keys(found).map((path) => [path.replace(/\.\d+$/, ""), [t("form.unstorable")]]));
  return { form, unstorable };
}

/** The common words of the language of the page requested (loaded once per language). */
export async function wordsOf(request: Request) {
  const language = languageOfPath(new URL(request.url).pathname);
  await loadCommon(language);
  return translator(language, commonNow(language));
}
