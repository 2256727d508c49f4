import { serializeJsonLd } from "#app/seo/structured-data.ts";

/** Structured data as <script type="application/ld+json">: data, never run, so the policy needs no hash of it. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
