import { data } from "react-router";
import { CHECK_FIELDS, type FieldErrors } from "./field-errors.ts";
import { unstorableFields } from "./storable.ts";

// The one way page actions read a posted form: only an HTML form's encodings (urlencoded or multipart) are read,
// and a body that does not parse is refused with 400 before the action does anything (the route's error boundary
// shows the message). Text PostgreSQL cannot store is found before any query runs: readForm refuses it the same
// way, and readFormFields hands it to an action whose form shows it inline, like its other field errors.

type FormBodyError = { message: string; errors: FieldErrors };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const NOT_A_FORM = "The form could not be read. Please go back and send it again.";

function refuse(message: string, errors: FieldErrors) {
  return data<FormBodyError>({ message, errors }, { status: 400 });
}

/** The posted form, and its fields holding text PostgreSQL cannot store, by field name (null when none). */
export async function readFormFields(request: Request): Promise<{ form: FormData; unstorable: FieldErrors | null }> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) throw refuse(NOT_A_FORM, { _: [NOT_A_FORM] });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refuse(NOT_A_FORM, { _: [NOT_A_FORM] });
  }
  // keyed by field names the client chose: no prototype, so "valueOf" or "__proto__" is a field like any other
  const texts: Record<string, string[]> = Object.create(null);
  for (const [name, value] of form) (texts[name] ??= []).push(typeof value === "string" ? value : value.name);
  const found = unstorableFields(texts);
  const unstorable =
    found &&
    Object.fromEntries(Object.entries(found).map(([path, messages]) => [path.replace(/\.\d+$/, ""), messages]));
  return { form, unstorable };
}

/** The posted form; text PostgreSQL cannot store is refused with 400, the fields named. */
export async function readForm(request: Request): Promise<FormData> {
  const { form, unstorable } = await readFormFields(request);
  if (unstorable) throw refuse(CHECK_FIELDS, unstorable);
  return form;
}
