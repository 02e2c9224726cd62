import {
  BUTTON_DESIGNS,
  BUTTON_SIZES,
  Button,
  Card,
  CheckboxField,
  Dialog,
  Notice,
  SelectField,
  TextField,
} from '@oabat/ui'
import { useState } from 'react'
import { GENDER_OPTIONS } from '../forms/choices.ts'
import { usePageHead } from '../head/use-page-head.ts'
import './intern-components-page.css'

/**
 * SPEC §2 /intern/components: the design primitives of @oabat/ui side by side, for development.
 * The hide-in-production guard keeps it out of the production build, the admin guard from everyone else.
 */
export function InternComponentsPage() {
  usePageHead({ title: 'Komponenten (intern)', description: 'Die Bausteine der Oberfläche', canonicalPath: null })
  const [dialogOpen, setDialogOpen] = useState(false)
  return (
    <div className="intern-components">
      <h1>Komponenten (intern)</h1>
      <Card as="section" aria-labelledby="intern-buttons">
        <h2 id="intern-buttons">Buttons (SPEC §5)</h2>
        <div className="intern-components__grid">
          {BUTTON_DESIGNS.map((design) => (
            <Button key={design} design={design}>
              {design}
            </Button>
          ))}
        </div>
        <div className="intern-components__grid">
          {BUTTON_SIZES.map((size) => (
            <Button key={size} size={size}>
              {size}
            </Button>
          ))}
        </div>
      </Card>
      <Card as="section" aria-labelledby="intern-fields">
        <h2 id="intern-fields">Formularfelder</h2>
        <div className="intern-components__fields">
          <TextField label="Textfeld" hint="Mit Hilfetext." />
          <TextField label="Mit Fehler" error="Bitte gib etwas ein." />
          <SelectField label="Auswahl" options={GENDER_OPTIONS} placeholder="Bitte wählen" />
          <CheckboxField label="Ein Kästchen zum Ankreuzen" hint="Mit Hilfetext." />
        </div>
      </Card>
      <Card as="section" aria-labelledby="intern-notices">
        <h2 id="intern-notices">Hinweise</h2>
        <div className="intern-components__fields">
          <Notice tone="info" title="Info">
            Ein Hinweis.
          </Notice>
          <Notice tone="success" title="Erfolg">
            Es hat geklappt.
          </Notice>
          <Notice tone="error" title="Fehler">
            Etwas ist schiefgegangen.
          </Notice>
        </div>
      </Card>
      <Card as="section" aria-labelledby="intern-dialog">
        <h2 id="intern-dialog">Dialog (höchstens 443 px breit)</h2>
        <Button onClick={() => setDialogOpen(true)}>Dialog öffnen</Button>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title="Ein Dialog"
          actions={<Button onClick={() => setDialogOpen(false)}>Schließen</Button>}
        >
          <p>Escape, der Hintergrund und das Kreuz schließen ihn auch.</p>
        </Dialog>
      </Card>
    </div>
  )
}
