import { SEARCH_RADIUS_KM } from '@oabat/core'
import { useMemo } from 'react'
import { JobCard, type JobSelectHandler } from '../job-card/job-card.tsx'
import type { CardRatingFor } from '../rating/card-rating.tsx'
import { formatCount } from '../shared/format.ts'
import { CardList } from '../shared/list/card-list.tsx'
import { listSearchInput, type SearchListProps } from '../shared/list/search-list-props.ts'
import { createReadClient } from '../shared/widget-api.ts'
import { type JobListType, jobListSummary } from './job-list-summary.ts'
import { useJobSearch } from './use-job-search.ts'

export type { JobListType } from './job-list-summary.ts'

export interface JobListProps extends SearchListProps {
  /** Which jobs: alle, ausbildung (default) or praktikum. */
  type?: JobListType
  /** Only the jobs of this business (slug). */
  business?: string
  /** Leaves this job (slug) out, e.g. the job a page shows already. */
  exclude?: string
  /** Only the jobs of this job list (slug). */
  list?: string
  onSelect?: JobSelectHandler
  /** The visitor's rating of each job; without it the cards have no rating control. */
  ratingFor?: CardRatingFor
}

/** Jobs near a place as a grid of cards, with "Mehr laden" and every loading, empty and error state. */
export function JobList(props: JobListProps) {
  const { apiBase, portalUrl = '', onSelect, onLoaded, onError, ratingFor } = props
  const call = useMemo(() => createReadClient(apiBase), [apiBase])
  const type = props.type ?? 'ausbildung'
  const input = listSearchInput(props, SEARCH_RADIUS_KM.default)
  const { radius, pageSize } = input
  const { state, loadMore, retry } = useJobSearch(
    call,
    { ...input, type, business: props.business, exclude: props.exclude, list: props.list },
    { onLoaded, onError },
  )

  return (
    <CardList
      state={state}
      noun="Stellen"
      pageSize={pageSize}
      summary={(total, place) => jobListSummary(total, type, radius, place)}
      empty={
        // One business's jobs have no place and no radius to widen.
        props.business
          ? {
              title: 'Zurzeit keine offenen Stellen.',
              text: 'Neue Stellen erscheinen hier, sobald sie veröffentlicht sind.',
            }
          : {
              title: 'Keine passenden Stellen gefunden.',
              text: 'Vergrößere den Umkreis oder wähle einen anderen Ort.',
            }
      }
      announceAdded={(added) =>
        added === 1 ? '1 weitere Stelle geladen.' : `${formatCount(added)} weitere Stellen geladen.`
      }
      renderItem={(job) => <JobCard job={job} portalUrl={portalUrl} onSelect={onSelect} rating={ratingFor?.(job)} />}
      onLoadMore={loadMore}
      onRetry={retry}
      autoLoad={props.autoLoad === true}
    />
  )
}
