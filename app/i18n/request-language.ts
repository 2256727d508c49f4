import { isLanguage, languageOfPath, type Language } from "./language.ts";

// The language of the page a form was sent from: the form's hidden `language` field when it names one ('en' or
// 'fr'), else the language of the URL it was posted to (a French page posting to its own /fr path).

export function languageOfRequest(request: Request, posted?: unknown): Language {
  return isLanguage(posted) ? posted : languageOfPath(new URL(request.url).pathname);
}
