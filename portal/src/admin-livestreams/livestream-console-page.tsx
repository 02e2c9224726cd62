import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { NotFoundPage } from '../pages/not-found-page.tsx'
import { ConsoleChat } from './console-chat.tsx'
import { ConsoleEvents } from './console-events.tsx'
import { ConsoleTimer } from './console-timer.tsx'
import { formatMoment } from './date-input.ts'
import { CONSOLE_TABS, type ConsoleTab, consolePath } from './paths.ts'
import './admin-livestreams.css'

/** SPEC §2 /admin/livestream/{livestream} with its chat, events and timer sub pages. */
export function LivestreamConsolePage({ livestream, tab }: { livestream: string; tab: ConsoleTab }) {
  const id = /^\d{1,10}$/.test(livestream) ? Number(livestream) : null
  const { data, error, mutate } = useApi('livestream', id ? { params: { id } } : null)
  if (id === null || error?.status === 404) return <NotFoundPage />
  const stream = data?.data
  const reload = () => void mutate()
  return (
    <AreaPage
      eyebrow="Administration · Livestream"
      title={stream?.title ?? 'Livestream'}
      intro={stream ? `Geplant: ${formatMoment(stream.planned_start)} · ${stream.viewers} Zuschauende` : undefined}
    >
      <nav className="admin-tabs" aria-label="Livestream-Bereiche">
        {CONSOLE_TABS.map((entry) => (
          <Link
            key={entry.tab}
            href={consolePath(livestream, entry.tab)}
            aria-current={entry.tab === tab ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
      {error && <LoadError subject="Der Livestream" error={error} onRetry={reload} />}
      {!error && !stream && <Skeleton lines={6} label="Livestream wird geladen …" />}
      {stream && tab === 'chat' && <ConsoleChat stream={stream} onReload={reload} />}
      {stream && tab === 'events' && <ConsoleEvents stream={stream} />}
      {stream && tab === 'timer' && <ConsoleTimer stream={stream} onReload={reload} />}
    </AreaPage>
  )
}
