import type { Route } from "./+types/dev-mailbox";
import { generateTOTP } from "@epic-web/totp";
import { DEMO_ADMIN, DEMO_TOTP_SECRET, TOTP } from "#app/auth/second-factor.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { listOutbox } from "#app/mail/outbox.server.ts";
import { noindexMeta } from "#app/site.ts";

// Demo mode's mailbox: every email the app "sent", newest first, and the demo admin's authenticator (its fixed
// secret and the current code). It does not exist in production (404).

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  if (config.mode !== "demo") throw new Response("Not Found", { status: 404 });
  const { otp } = await generateTOTP({ ...TOTP, secret: DEMO_TOTP_SECRET });
  return {
    messages: await listOutbox(config.dataDir),
    demoAdmin: { email: DEMO_ADMIN, secret: DEMO_TOTP_SECRET, code: otp },
  };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { messages, demoAdmin } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Mailbox</h1>
      <p className="mt-2 text-slate-700">
        Demo mode: emails are not sent; they are written to the outbox folder and shown here, newest first.
      </p>
      <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        Two-step verification for <strong>{demoAdmin.email}</strong>: authenticator key{" "}
        <code className="font-mono">{demoAdmin.secret}</code> (TOTP, SHA-1, 6 digits, 30 seconds). Code when this page
        was loaded:{" "}
        <code className="font-mono" data-testid="demo-admin-code">
          {demoAdmin.code}
        </code>
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 text-slate-700">No emails yet.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {messages.map((message, index) => (
            <li key={message.id} className="rounded-xl border border-slate-200 p-4">
              <details open={index === 0}>
                <summary className="cursor-pointer">
                  <span className="font-semibold text-slate-900">{message.subject}</span>
                  <span className="block text-sm text-slate-600">
                    To: {message.to}
                    {message.date && <> · {new Date(message.date).toLocaleString("en-CA", { timeZone: "UTC" })} UTC</>}
                  </span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
                  {message.text}
                </pre>
                {message.links.length > 0 && (
                  <ul className="mt-3 space-y-1 text-sm">
                    {message.links.map((link) => (
                      <li key={link}>
                        <a href={link} className="break-all text-brand-800 underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Mailbox (demo)");
