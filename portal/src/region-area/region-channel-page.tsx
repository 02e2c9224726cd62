import { REGION_TEXT_LIMITS, regionPath } from '@oabat/core'
import { Button, Card, Notice, TextAreaField } from '@oabat/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { useOwnRegion } from './use-own-region.ts'

const FIELDS = ['description', 'about']

/** SPEC §2 /region/channel (Mein Channel): the texts of the region's public page, PUT /api/regions/{id}. */
export function RegionChannelPage() {
  const region = useOwnRegion()
  const current = useApi('region', region ? { params: { id: region.slug } } : null)
  const [description, setDescription] = useState('')
  const [about, setAbout] = useState('')
  const [saved, setSaved] = useState(false)
  const form = useFormAction(FIELDS)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)
  const loaded = current.data?.data
  useEffect(() => {
    if (!loaded) return
    setDescription(loaded.description ?? '')
    setAbout(loaded.about ?? '')
  }, [loaded])
  if (!region) return null

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const answer = await form.run(() =>
      api('updateRegion', { params: { id: String(region.id) }, body: { description, about } }),
    )
    if (!answer) return
    setSaved(true)
    await current.mutate(answer.value, { revalidate: false })
  }

  return (
    <AreaPage
      eyebrow={region.name}
      title="Mein Channel"
      intro="Was Besucherinnen und Besucher auf Eurer Regionsseite lesen."
    >
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="region-channel-title">
          <h2 id="region-channel-title">Texte Eurer Regionsseite</h2>
          {current.error ? (
            <LoadError subject="Die Region" error={current.error} onRetry={() => void current.mutate()} />
          ) : !loaded ? (
            <Skeleton lines={4} label="Region wird geladen …" />
          ) : (
            <form
              ref={formRef}
              className="area-form"
              onSubmit={onSubmit}
              noValidate
              aria-labelledby="region-channel-title"
            >
              {form.formError && <Notice tone="error">{form.formError}</Notice>}
              {saved && <Notice tone="success">Gespeichert. So steht es jetzt auf Eurer Regionsseite.</Notice>}
              <TextAreaField
                label="Kurzbeschreibung"
                name="description"
                rows={2}
                maxRows={4}
                maxLength={REGION_TEXT_LIMITS.description}
                hint={`Steht oben auf der Regionsseite. Höchstens ${REGION_TEXT_LIMITS.description} Zeichen, ohne HTML.`}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                error={form.fieldErrors.description}
              />
              <TextAreaField
                label="Über die Region"
                name="about"
                rows={6}
                maxRows={20}
                maxLength={REGION_TEXT_LIMITS.about}
                hint={`Absätze trennst Du mit einer Leerzeile. Höchstens ${REGION_TEXT_LIMITS.about} Zeichen, ohne HTML.`}
                value={about}
                onChange={(e) => setAbout(e.target.value)}
                error={form.fieldErrors.about}
              />
              <div>
                <Button type="submit" design="primary" disabled={form.pending}>
                  {form.pending ? 'Wird gespeichert …' : 'Speichern'}
                </Button>
              </div>
            </form>
          )}
          <p>
            {/* The flag as the region answers it now: the admin may have switched it since the login. */}
            <Link href={regionPath(region.slug, 'start', loaded?.v2 ?? region.is_v2)}>Eure Regionsseite ansehen</Link>
          </p>
        </Card>
      </div>
    </AreaPage>
  )
}
