// The release registry's reads for the back office's Releases page, keyed under one root so that any release write
// (activate, roll back, canary) makes them all stale.
import { queryOptions } from '@tanstack/react-query';
import type { Slice, SliceState } from '@agency/contracts/releases';
import { RELEASE_ENDPOINTS } from '@agency/contracts/endpoints/releases';
import { callEndpoint } from '../api/api-client';

export const RELEASES_QUERY_ROOT = ['releases'] as const;

export const releaseQueries = {
  /** One slice's pointers with every stored release of it, newest first. */
  slice: (slice: Slice) =>
    queryOptions({
      queryKey: [...RELEASES_QUERY_ROOT, slice],
      queryFn: ({ signal }) =>
        callEndpoint<SliceState>(RELEASE_ENDPOINTS.slice, { params: { slice }, signal }),
    }),
};
