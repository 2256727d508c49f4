import { data } from "react-router";
import type { FieldErrors } from "./field-errors.ts";
import { unstorableFields } from "./storable.ts";

// The one way page actions read a posted form: only an HTML form's encodings (urlencoded or multipart) are
// read, a body that does not parse or carries text PostgreSQL cannot store is refused with 400 before the
// action does anything, and the route's error boundary shows the message.

type FormBodyError = { message: string; errors: FieldErrors };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const NOT_A_FORM = "The form could not be read. Please go back and send it again.";

function refuse(message: string, errors: FieldErrors) {
  return data<FormBodyError>({ message, errors }, { status: 400 });
}

export async function readForm(request: Request): Promise<FormData> {
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
  const unstorable = unstorableFields(texts);
  if (unstorable) {
    const errors = Object.fromEntries(Object.entries(unstorable).map(([path, messages]) => [path.replace(/\.\d+$/, ""), messages]));
    throw refuse("Please check the highlighted fields.", errors);
  }
  return form;
}
