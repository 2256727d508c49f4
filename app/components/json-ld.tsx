import { serializeJsonLd } from "#app/seo/structured-data.ts";
import { keptMarkup } from "./kept-markup.tsx";

/**
 * Structured data as <script type="application/ld+json">: data, never run, so the policy needs no hash of it.
 * `data` null: the page hydrates over the structured data the server wrote (kept-markup.tsx).
 */
export function JsonLd({ data }: { data: unknown }) {
  if (data === null) return <script type="application/ld+json" {...keptMarkup("ld", true)} />;
  return (
    <script
      type="application/ld+json"
      {...keptMarkup("ld", false)}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
