import { TRAINEE_DOCUMENT_KIND_LABELS } from '@oabat/core'
import { Button, Notice } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { downloadFile } from '../job-interest/download-file.ts'
import { ProfileSections } from './profile-sections.tsx'
import './trainee-profile.css'

/**
 * /betrieb/bewerber/{id} (docs/trainee-profile.md): the profile and documents of a trainee who
 * applied or wrote to the company, opened from an interest or the chat. The server decides who
 * may see it; everyone else gets its German 404.
 */
export function ApplicantPage({ traineeId }: { traineeId: number }) {
  const valid = Number.isInteger(traineeId) && traineeId > 0
  const { data, error, mutate } = useApi('applicantProfile', valid ? { params: { id: traineeId } } : null)
  const download = useFormAction([])
  const { user } = useAuth()
  return (
    <AreaPage
      eyebrow={user?.business?.name ?? 'Betrieb'}
      title="Profil"
      intro="So stellt sich die Person vor, die sich bei Euch gemeldet hat."
    >
      {!valid && <Notice tone="error">Dieses Profil gibt es nicht.</Notice>}
      {error && <LoadError subject="Das Profil" error={error} onRetry={() => mutate()} />}
      {valid && !error && !data && <Skeleton lines={8} label="Das Profil wird geladen …" />}
      {data && (
        <ProfileSections
          profile={data.data}
          documents={
            <section className="trainee-view__section" aria-labelledby="view-documents">
              <h3 id="view-documents">Dokumente</h3>
              {data.data.documents.length === 0 ? (
                <p className="trainee-view__empty">Keine Dokumente hochgeladen.</p>
              ) : (
                <ul className="trainee-edit__list">
                  {data.data.documents.map((document) => (
                    <li key={document.id} className="trainee-edit__row">
                      <span>
                        {document.original_filename} ({TRAINEE_DOCUMENT_KIND_LABELS[document.kind]})
                      </span>
                      <Button
                        design="flat"
                        onClick={() => download.run(() => downloadFile(document.id, document.original_filename))}
                      >
                        Öffnen
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {download.formError && <Notice tone="error">{download.formError}</Notice>}
            </section>
          }
        />
      )}
      <p>
        <Link href="/betrieb/anfragen">Zu Euren Anfragen</Link> · <Link href="/chat">Zum Chat</Link>
      </p>
    </AreaPage>
  )
}
