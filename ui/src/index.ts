// The public surface of @agency/ui, shared as one singleton module between the shell and the remotes.
export {
  api,
  apiRequest,
  ApiError,
  callEndpoint,
  configureApi,
  getApiBaseUrl,
  onUnauthorized,
  onWrite,
  readApiAnswer,
  unreachableError,
  type EndpointCall,
  type RequestOptions,
  type WriteTarget,
} from './api/api-client';
export { serverFieldErrors } from './api/field-errors';
export {
  queryKeys,
  contentListQuery,
  contentRecordQuery,
  publicContentQuery,
  resetLinkQuery,
  firstRecord,
  type ApiQuery,
  type ContentReads,
  type QueryState,
} from './query/api-queries';
export { releaseQueries, RELEASES_QUERY_ROOT } from './query/release-queries';
export { createQueryClient, pageQueryClient, STALE_MS } from './query/query-client';
export { QueryProvider } from './query/query-provider';
// Apps take the query library's hooks from here, as they take the router: this package is the singleton that carries
// them (scripts/webpack/shared-deps.cjs), so the page holds one copy and one QueryClient context.
export {
  queryOptions,
  useQuery,
  useQueries,
  useQueryClient,
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
export {
  SessionProvider,
  useSession,
  useSessionIfAny,
  type Session,
  type SessionUser,
} from './session/session-context';
export { SignInAgain, SIGN_IN_AGAIN_TITLE } from './session/sign-in-again';
export { Button, ButtonLink, SmartLink, type ButtonProps, type ButtonVariant } from './components/button';
export { Card, LinkCard, StatCard } from './components/card';
export { Field, TextAreaField, SelectField } from './components/field';
export {
  useRulesForm,
  SESSION_EXPIRED_TEXT,
  SIGN_IN_AGAIN_TEXT,
  type RulesForm,
  type RulesFormOptions,
} from './forms/use-rules-form';
export { checkValues, type BodyCheck, type FormValues } from './forms/check-values';
export { ruleMessagesIn, type SayError } from './forms/rule-messages';
export { placeFailure } from './forms/place-failure';
export { FormField } from './forms/form-field';
export { FormNotice, DRAFT_RESTORED_TEXT } from './forms/form-notice';
export { LeaveGuard, LEAVE_TITLE } from './forms/leave-guard';
export { guardHistory } from './forms/guarded-history';
export { useHasUnsavedChanges } from './forms/unsaved-changes';
export { SubmitButton } from './forms/submit-button';
export { usePublicForm } from './forms/use-public-form';
export { PostableForm } from './forms/postable-form';
export {
  FORM_NAME_FIELD,
  PostedFormProvider,
  postedFormAnchor,
  usePostedForm,
  type PostedForm,
} from './forms/posted-form';
export {
  apiMessageOr,
  CONTACT_FORM,
  MESSAGE_SENT,
  NEWSLETTER_FORM,
  publicFormOptions,
  SUBSCRIBED,
  type ApiPost,
  type PublicForm,
} from './forms/public-forms';
export { Notice, NoticeProvider, useNotice, type NoticeTone } from './components/notice';
export { StandalonePreview } from './components/standalone-preview';
export { Spinner, Skeleton } from './components/spinner';
export { Section, PageHeader, Page } from './components/section';
export { BackOfficePage, NOT_ALLOWED_TEXT } from './components/back-office-page';
export { LoadState } from './components/load-state';
export { formatDate, formatNumber, formatUsd, isRecordId, useFormat } from './format';
export * from './i18n';
export { PageMeta, type PageMetaProps } from './seo/page-meta';
export { JsonLd, type StructuredData } from './seo/json-ld';
export { absoluteUrl, configureSiteUrl, getSiteUrl } from './seo/site-url';
export { useSiteSettings, type SiteSettings } from './seo/use-site-settings';
export * from './routing';
