/**
 * @module @oabat/widgets — the widget components for React apps (the portal). They carry their
 * own CSS (adopted into the document). The custom elements and the loader are separate build
 * entries and are not part of this module, so importing it defines no element.
 */

export {
  BusinessCard,
  type BusinessCardProps,
  type BusinessSelectHandler,
} from './business-list/business-card.tsx'
export { BusinessList, type BusinessListProps } from './business-list/business-list.tsx'
export { businessListAttributes } from './business-list/business-list-attributes.ts'
export { businessListPropsOf } from './business-list/business-list-props.ts'
export { AttachIcon } from './chat/attach-icon.tsx'
export { ChatFileLink, ChatImage, ChatMessageAttachment } from './chat/chat-attachment-view.tsx'
export { ChatDeleteButton } from './chat/chat-delete-button.tsx'
export { ChatMessageText } from './chat/chat-message-text.tsx'
export { askChatNotificationPermission, showChatNotification } from './chat/chat-notification.ts'
export {
  CHAT_ATTACHMENT_ACCEPT,
  type ChatAttachment,
  chatAttachmentLabel,
  downloadChatFile,
  formatFileSize,
  uploadChatAttachment,
} from './chat/chat-uploads.ts'
export { useChatComposer } from './chat/use-chat-composer.ts'
export { useOlderMessages } from './chat/use-older-messages.ts'
export { ConsentBanner, type ConsentBannerProps } from './consent/consent-banner.tsx'
export { JobCard, type JobCardProps, type JobSelectHandler } from './job-card/job-card.tsx'
export { JobCardBySlug, type JobCardBySlugProps } from './job-card/job-card-by-slug.tsx'
export { JobCardSkeleton } from './job-card/job-card-skeleton.tsx'
export { JobList, type JobListProps, type JobListType } from './job-list/job-list.tsx'
export { jobListAttributes } from './job-list/job-list-attributes.ts'
export { jobListPropsOf } from './job-list/job-list-props.ts'
export { GeolocationUnavailableError, type Place, PlaceNotFoundError, resolvePlace } from './job-list/resolve-place.ts'
export { livestreamAttributes } from './livestream/livestream-attributes.ts'
export { LivestreamWidget, type LivestreamWidgetProps } from './livestream/livestream-widget.tsx'
export { type CardRating, type CardRatingFor, cardRating } from './rating/card-rating.tsx'
export type { JobCardRating } from './rating/job-rating.ts'
export { RatingControl } from './rating/rating-control.tsx'
export {
  SearchBox,
  type SearchBoxProps,
  type SearchBoxType,
  type SearchRequest,
  searchPath,
} from './search/search-box.tsx'
export { type AttributeSchema, type AttributeValues, parseAttributes } from './shared/attribute-schema.ts'
export type { WidgetError } from './shared/widget-error.ts'
export { WidgetStyleCollector } from './shared/widget-style-collector.ts'
