import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";

const TEXTS: Record<number, { title: string; text: string }> = {
  404: {
    title: "404 Page Not Found",
    text: "The page you're looking for doesn't exist. It may have moved, or it has not been added to the site yet.",
  },
  400: {
    title: "400 Bad Request",
    text: "This request could not be read: the address or the form contains something that is not allowed. Please go back and try again.",
  },
  403: { title: "Not Allowed", text: "Your account doesn't have permission to see this page." },
  503: { title: "We'll be right back", text: "The directory is restarting. Please try again in a few seconds." },
};
const UNPLANNED = { title: "Something went wrong", text: "We couldn't load this page. Please try again in a moment." };

/** The screen for a refused request (400), an unknown route (404), a page the account may not see (403), a short outage (503), and errors nobody planned for. */
export function StatusPage({ status, message }: { status: number; message?: string }) {
  const { title, text: standard } = TEXTS[status] ?? UNPLANNED;
  const text = message ?? standard;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <Link to="/" className={buttonClass("primary", "md", "mt-8")}>
        Back to Directory
      </Link>
    </section>
  );
}

/** The message of a 400 answer (a form or address the server refused), for an error boundary to show. */
export function badRequestMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 400) return undefined;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}
