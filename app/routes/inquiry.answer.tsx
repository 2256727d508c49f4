import { data, Form, isRouteErrorResponse, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/inquiry.answer";
import { Button, buttonClass } from "#app/components/button.tsx";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { errorStatus, statusTitleId } from "#app/components/status-titles.ts";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { askView, doneView, refusedView, type AnswerView, type AnswerWords } from "#app/inquiries/answer-page.ts";
import { INQUIRY_ANSWERS } from "#app/inquiries/inquiry-links.server.ts";
import { answerInquiryLink, peekInquiryLink, type LinkOutcome } from "#app/inquiries/replies.server.ts";
import { noindexMeta } from "#app/site.ts";

const Answer = z.enum(INQUIRY_ANSWERS);
const Token = z.string().trim().min(1).max(200);

/** The page's words, in the language of its URL: written here, so no catalogue goes to the browser. */
function wordsOf(request: Request): AnswerWords {
  const language = languageOfPath(new URL(request.url).pathname);
  return { language, t: translator(language, catalogue(language, "inquiry-answer")) };
}

function answerOf(params: Route.LoaderArgs["params"], words: AnswerWords) {
  const answer = Answer.safeParse(params.answer);
  if (!answer.success) throw data({ title: words.t("answer.meta") }, { status: 404 });
  return answer.data;
}

/** The page's view, and the token its button posts while it asks. */
function respond(view: AnswerView, token = "") {
  return data(
    { view, token: view.kind === "ask" ? token : "" },
    { status: view.kind === "refused" ? view.status : 200 },
  );
}

function viewOf(answer: z.infer<typeof Answer>, outcome: LinkOutcome, words: AnswerWords): AnswerView {
  if (!("subject" in outcome)) return refusedView(outcome.kind, words);
  const subject = { ...outcome.subject, followUpsOff: outcome.subject.followUpsOffAt !== null };
  if (outcome.kind === "valid") return askView(answer, subject, words);
  return doneView(answer, subject, outcome.kind === "already", words);
}

// /inquiry/{replied|heard-yes|heard-no|followups-off}?token=... and /fr/demande/{the same answer}?token=...: the
// one-click links of the inquiry emails (the therapist's "I replied", the visitor's yes / no and "no more emails"),
// in the language of the URL. Mail scanners open links before people
// do, so opening one changes nothing: the page shows one button, which posts the token (works without JavaScript).
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const words = wordsOf(request);
  const answer = answerOf(params, words);
  const token = Token.safeParse(new URL(request.url).searchParams.get("token"));
  if (!token.success) return respond(refusedView("invalid", words));
  const { db } = context.get(servicesContext);
  const outcome = await peekInquiryLink(db, { answer, token: token.data, now: Date.now() });
  return respond(viewOf(answer, outcome, words), token.data);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const words = wordsOf(request);
  const answer = answerOf(params, words);
  const token = Token.safeParse((await readForm(request)).get("token"));
  if (!token.success) return respond(refusedView("invalid", words));
  const outcome = await answerInquiryLink(context.get(servicesContext), { answer, token: token.data, now: Date.now() });
  return respond(viewOf(answer, outcome, words));
}

export default function InquiryAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const { view, token } = actionData ?? loaderData;
  const t = useT();
  const language = useLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{view.title}</h1>
      <p
        role={view.kind === "ask" ? undefined : view.kind === "done" ? "status" : "alert"}
        className="mt-4 text-slate-700"
      >
        {view.text}
      </p>
      {view.kind === "ask" ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{view.button}</Button>
        </Form>
      ) : (
        <Link to={localPath(language, "/")} className={buttonClass("primary", "md", "mt-8")}>
          {t("status.back")}
        </Link>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = languageOfPath(location.pathname);
  const t = translator(language, commonNow(language));
  const refused = isRouteErrorResponse(error) ? (error.data as { title?: string } | null)?.title : undefined;
  return noindexMeta(loaderData?.view.title ?? refused ?? t(statusTitleId(errorStatus(error))), t("site.name"));
};

// An answer that is none of the links' (404), a body that is no form (400 and its message), a failure nobody planned for.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={errorStatus(error)} message={badRequestMessage(error)} />;
}
