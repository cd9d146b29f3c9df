import { banner } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { EditRecordPage } from '../kit/edit-record-page';

/** The banner's record editor at `/banner/{id}`, signed in as the admin, its API calls answered by `routes`. */
export function openBannerEditor(id: string, routes: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch(routes);
  renderPage(<EditRecordPage resource={banner} title="Edit Banner" />, {
    path: `/banner/${id}`,
    route: '/banner/:id',
    user: ADMIN,
  });
  return fetch;
}
