import { Form } from "react-router";
import { Button } from "#app/components/button.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { langOfPart } from "#app/i18n/text-language.ts";
import { REPLY_RECORD_DAYS, REPLY_RECORD_MINIMUM } from "#app/inquiries/reply-rules.ts";
import { shortDate } from "../profile/profile-words.ts";

type Inquiry = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: number;
  state: "new" | "replied" | "closed";
  answeredBy: "therapist" | "visitor" | null;
  heardBack: "yes" | "no" | null;
};

const STATE_CLASS = {
  new: "bg-amber-100 text-amber-900",
  replied: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-100 text-slate-800",
} as const;

/**
 * The dashboard's Messages: the most recent contact messages with their state. "Mark replied" and "Close (no reply
 * needed)" are plain forms posted to the dashboard's action, so they work without JavaScript.
 */
export function InquiryList({ inquiries, replyRecord }: { inquiries: readonly Inquiry[]; replyRecord: string | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="messages-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="messages-heading" className="text-xl font-semibold text-slate-900">
        {t("dash.messages.heading")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {replyRecord ?? t("dash.messages.noRecord", { minimum: REPLY_RECORD_MINIMUM, days: REPLY_RECORD_DAYS })}
      </p>
      {inquiries.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("dash.messages.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className="py-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="min-w-0">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASS[inquiry.state]}`}>
                    {t(`dash.messages.state.${inquiry.state}`)}
                  </span>
                  <span className="ml-2 font-medium text-slate-900">{inquiry.name}</span>
                  <span className="ml-2 text-sm text-slate-600">{shortDate(language, inquiry.createdAt)}</span>
                </p>
                {inquiry.state !== "replied" && (
                  <div className="flex flex-wrap gap-2">
                    <MarkButton inquiry={inquiry} state="replied" label={t("dash.messages.markReplied")} />
                    {inquiry.state === "new" && (
                      <MarkButton inquiry={inquiry} state="closed" label={t("dash.messages.close")} />
                    )}
                  </div>
                )}
              </div>
              <p className="mt-1 text-sm text-slate-700">
                <a href={`mailto:${inquiry.email}`} className="underline">
                  {inquiry.email}
                </a>
                {inquiry.phone ? ` · ${inquiry.phone}` : ""}
                {inquiry.answeredBy === "visitor" ? ` · ${t("dash.messages.heardBack")}` : ""}
                {inquiry.state === "new" && inquiry.heardBack === "no" ? ` · ${t("dash.messages.notHeardBack")}` : ""}
              </p>
              <details className="mt-1 text-sm text-slate-700">
                <summary className="cursor-pointer">{t("dash.messages.message")}</summary>
                <p lang={langOfPart(inquiry.message, language)} className="mt-1 whitespace-pre-line">
                  {inquiry.message}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MarkButton({ inquiry, state, label }: { inquiry: Inquiry; state: "replied" | "closed"; label: string }) {
  const t = useT();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="inquiryId" value={inquiry.id} />
      <input type="hidden" name="state" value={state} />
      <Button type="submit" name="intent" value="mark-inquiry" variant="primary-outline" size="sm">
        {label}
        <span className="sr-only">{t("dash.messages.from", { name: inquiry.name })}</span>
      </Button>
    </Form>
  );
}
