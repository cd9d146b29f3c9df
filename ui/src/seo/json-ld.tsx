/** Structured data as schema.org reads it: one JSON-LD object. */
export type StructuredData = { '@type': string } & Record<string, unknown>;

/**
 * A `<script type="application/ld+json">`: data the browser never runs, so the CSP's script rules do not apply.
 * Every `<` is written `\u003c` (JSON reads it as the same character), so text from the CMS can never close the
 * element (`</script>`). React renders it where it stands; search engines read JSON-LD anywhere in the document.
 */
export function JsonLd({ data }: { data: StructuredData }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
