import { useNonce } from "./nonce.tsx";
import { serializeJsonLd } from "#app/seo/structured-data.ts";

/**
 * Structured data as <script type="application/ld+json">. It is data, never run, but it still carries the CSP
 * nonce. The browser hides nonces from the page, so the hydrated attribute differs on purpose.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
