import { PageMeta, useTexts } from '@agency/ui';
import type { AppRoute } from '../config/paths';
import { shellOnDemandMessages } from '../messages/on-demand';

type OnDemandTextId = keyof typeof shellOnDemandMessages.en;

/**
 * A signed-in route's title in the page's language (the account's): its catalogue entry is `route.` and its path,
 * in the catalogue that loads with the signed-in areas' parts, so the landing page carries none of them. A route the
 * catalogue has no entry for (a test's own CMS screen) keeps the route table's title.
 */
export default function SignedInTitle({ route }: { route: AppRoute }) {
  const t = useTexts(shellOnDemandMessages);
  const id = `route.${route.path}`;
  return <PageMeta title={id in shellOnDemandMessages.en ? t(id as OnDemandTextId) : route.title} noindex />;
}
