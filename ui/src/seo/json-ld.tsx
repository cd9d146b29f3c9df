/** Structured data as schema.org reads it: one JSON-LD object. */
export type StructuredData = { '@type': string } & Record<string, unknown>;

/**
 * JSON with every `<` written as `\u003c`, so text from the CMS can never close the script element
 * (`</script>`) or open a comment in it; JSON parsers read the escape as the same character.
 */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

/**
 * A `<script type="application/ld+json">`: data the browser never runs, so the CSP's script rules do not apply.
 * React renders it where it stands (search engines read JSON-LD anywhere in the document).
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
