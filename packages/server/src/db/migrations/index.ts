import type { Migration } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { placesAndJobs } from './0001-places-and-jobs.ts'
import { accounts } from './0002-accounts.ts'
import { searchAndListings } from './0003-search-and-listings.ts'
import { employerJobs } from './0004-employer-jobs.ts'
import { employerMedia } from './0004-employer-media.ts'
import { employerProfile } from './0004-employer-profile.ts'
import { employerVideos } from './0004-employer-videos.ts'
import { employerVideoChannels } from './0004-employer-videos-channels.ts'
import { chat } from './0005-chat.ts'
import { businessInvitations } from './0006-business-invitations.ts'
import { schoolProfile } from './0006-school-profile.ts'
import { chatBlockAndMail } from './0008-chat-block-and-mail.ts'
import { materials } from './0009-materials.ts'
import { chatMailPending } from './0012-chat-mail-pending.ts'
import { abuseLimits } from './0013-abuse-limits.ts'
import { liveVideoStreams } from './0014-live-video-streams.ts'
import { livestreams } from './0015-livestreams.ts'
import { livestreamSchedule } from './0017-livestream-schedule.ts'
import { traineeProfiles } from './0018-trainee-profiles.ts'
import { ratingsAndReviews } from './0019-ratings-and-reviews.ts'
import { pushSubscriptions } from './0020-push-subscriptions.ts'
import { personalDataDeletion } from './0021-personal-data-deletion.ts'
import { contentPages } from './0022-content-pages.ts'
import { schoolProfileMedia } from './0023-school-profile-media.ts'
import { businessLikes } from './0024-business-likes.ts'
import { schoolNetwork } from './0025-school-network.ts'
import { schoolBases } from './0026-school-bases.ts'
import { signupSlots } from './0027-signup-slots.ts'
import { regionArea } from './0028-region-area.ts'
import { storeCatalogue } from './0029-store-catalogue.ts'
import { invoices } from './0030-invoices.ts'
import { adminLists } from './0031-admin-lists.ts'
import { themes } from './0032-themes.ts'
import { embeds } from './0033-embeds.ts'
import { articles } from './0034-articles.ts'
import { apiKeys } from './0035-api-keys.ts'
import { analyticsRollups } from './0036-analytics-rollups.ts'
import { mailFailures } from './0037-mail-failures.ts'
import { embedReach } from './0039-embed-reach.ts'
import { internshipWeeks } from './0040-internship-weeks.ts'
import { azubis } from './0041-azubis.ts'
import { customDomains } from './0044-custom-domains.ts'
import { campaigns } from './0045-campaigns.ts'
import { analyticsPeriods } from './0046-analytics-periods.ts'

/** The one migration set, in order; names never change once released. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-places-and-jobs': placesAndJobs(dialect),
    '0002-accounts': accounts(dialect),
    '0003-search-and-listings': searchAndListings(dialect),
    '0004-employer-jobs': employerJobs(dialect),
    '0004-employer-media': employerMedia(dialect),
    '0004-employer-profile': employerProfile(dialect),
    '0004-employer-videos': employerVideos(dialect),
    '0004-employer-videos-channels': employerVideoChannels(),
    '0005-chat': chat(dialect),
    '0006-school-profile': schoolProfile(),
    '0006-business-invitations': businessInvitations(),
    '0008-chat-block-and-mail': chatBlockAndMail(dialect),
    '0009-materials': materials(dialect),
    '0012-chat-mail-pending': chatMailPending(),
    '0013-abuse-limits': abuseLimits(),
    '0014-live-video-streams': liveVideoStreams(dialect),
    '0015-livestreams': livestreams(dialect),
    '0017-livestream-schedule': livestreamSchedule(dialect),
    '0018-trainee-profiles': traineeProfiles(dialect),
    '0019-ratings-and-reviews': ratingsAndReviews(dialect),
    '0020-push-subscriptions': pushSubscriptions(dialect),
    '0021-personal-data-deletion': personalDataDeletion(),
    '0022-content-pages': contentPages(dialect),
    '0023-school-profile-media': schoolProfileMedia(),
    '0024-business-likes': businessLikes(dialect),
    '0025-school-network': schoolNetwork(dialect),
    '0026-school-bases': schoolBases(dialect),
    '0027-signup-slots': signupSlots(dialect),
    '0028-region-area': regionArea(),
    '0029-store-catalogue': storeCatalogue(dialect),
    '0030-invoices': invoices(dialect),
    '0031-admin-lists': adminLists(),
    '0032-themes': themes(dialect),
    '0033-embeds': embeds(dialect),
    '0034-articles': articles(dialect),
    '0035-api-keys': apiKeys(dialect),
    '0036-analytics-rollups': analyticsRollups(),
    '0037-mail-failures': mailFailures(dialect),
    '0039-embed-reach': embedReach(dialect),
    '0040-internship-weeks': internshipWeeks(dialect),
    '0041-azubis': azubis(dialect),
    '0044-custom-domains': customDomains(dialect),
    '0045-campaigns': campaigns(dialect),
    '0046-analytics-periods': analyticsPeriods(),
  }
}
