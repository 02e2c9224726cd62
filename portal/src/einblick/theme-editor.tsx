import {
  HEX_COLOR,
  THEME_COLOR_KEYS,
  THEME_COLOR_LABELS,
  THEME_DENSITY_LABELS,
  THEME_FONTS,
  THEME_PRESETS,
  THEME_RADIUS,
  type Theme,
  type ThemeColorKey,
  type ThemeDensity,
  type ThemeFont,
  type ThemeType,
  type ThemeValues,
  themeContrastProblems,
} from '@oabat/core'
import { Button, Notice, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useId, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'

export interface ThemeDraft {
  name: string
  type: ThemeType
  theme: ThemeValues
}

export function draftOf(theme: Theme | null): ThemeDraft {
  if (!theme) return { name: '', type: 'light', theme: THEME_PRESETS.light }
  return { name: theme.name, type: theme.type, theme: theme.theme as ThemeValues }
}

const FIELDS = ['name', 'type', ...THEME_COLOR_KEYS.map((key) => `theme.colors.${key}`), 'theme.font', 'theme.radius']

const TYPE_LABELS: Record<ThemeType, string> = { light: 'Hell', dark: 'Dunkel' }

/** Whether every colour of the draft is a complete #rrggbb value (only then the contrast can be checked). */
function colorsComplete(colors: Record<ThemeColorKey, string>): boolean {
  return THEME_COLOR_KEYS.every((key) => HEX_COLOR.test(colors[key]))
}

export interface ThemeEditorProps {
  /** The theme being changed; null creates a new one. */
  theme: Theme | null
  draft: ThemeDraft
  onChange: (draft: ThemeDraft) => void
  onSaved: (theme: Theme) => void
  onCancel: () => void
}

/**
 * Colours, font, corner radius, density and light or dark (SPEC §3 Theme). The contrast of the
 * colours is checked while typing (WCAG AA, core's rule) and again by the server on saving, whose
 * German explanation stands at the colour to change.
 */
export function ThemeEditor({ theme, draft, onChange, onSaved, onCancel }: ThemeEditorProps) {
  const id = useId()
  const action = useFormAction(FIELDS)
  const [typeChanged, setTypeChanged] = useState(false)
  const values = draft.theme
  const setTheme = (patch: Partial<ThemeValues>) => onChange({ ...draft, theme: { ...values, ...patch } })
  const setColor = (key: ThemeColorKey, value: string) => setTheme({ colors: { ...values.colors, [key]: value } })
  const problems = colorsComplete(values.colors) ? themeContrastProblems(values.colors) : []

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { name: draft.name.trim(), type: draft.type, theme: values }
    const result = await action.run(() =>
      theme ? api('updateTheme', { params: { id: theme.id }, body }) : api('createTheme', { body }),
    )
    if (result) onSaved(result.value.data)
  }

  return (
    <form className="theme-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{theme ? `Theme „${theme.name}“ bearbeiten` : 'Neues Theme'}</h3>
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <TextField
        id={`${id}-name`}
        label="Name des Themes"
        hint="z. B. „Karriereseite dunkel“"
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        error={action.fieldErrors.name}
        maxLength={60}
        required
      />
      <fieldset className="theme-editor__type">
        <legend>Grundton</legend>
        {(['light', 'dark'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={draft.type === type}
              onChange={() => {
                // The colours start from the matching preset, so a dark theme is readable at once.
                onChange({ ...draft, type, theme: { ...values, colors: THEME_PRESETS[type].colors } })
                setTypeChanged(true)
              }}
            />{' '}
            {TYPE_LABELS[type]}
          </label>
        ))}
        {typeChanged && (
          <p className="area-card__muted" role="status">
            Die Farben wurden auf die Vorlage „{TYPE_LABELS[draft.type]}“ gesetzt. Passe sie nach Deinen Wünschen an.
          </p>
        )}
      </fieldset>
      <fieldset className="theme-editor__colors">
        <legend>Farben</legend>
        {THEME_COLOR_KEYS.map((key) => (
          <div key={key} className="theme-editor__color">
            <input
              type="color"
              aria-label={`${THEME_COLOR_LABELS[key]} auswählen`}
              value={HEX_COLOR.test(values.colors[key]) ? values.colors[key] : '#000000'}
              onChange={(event) => setColor(key, event.target.value)}
            />
            <TextField
              id={`${id}-color-${key}`}
              label={THEME_COLOR_LABELS[key]}
              value={values.colors[key]}
              onChange={(event) => setColor(key, event.target.value.trim())}
              error={action.fieldErrors[`theme.colors.${key}`]}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
            />
          </div>
        ))}
      </fieldset>
      <div aria-live="polite">
        {problems.length > 0 && (
          <Notice tone="error" title="Zu wenig Kontrast">
            <ul>
              {problems.map((problem) => (
                <li key={problem.field}>{problem.message}</li>
              ))}
            </ul>
          </Notice>
        )}
      </div>
      <SelectField
        id={`${id}-font`}
        label="Schrift"
        hint="„Schrift Deiner Webseite“ übernimmt die Schrift der Seite, in die Du den Code einfügst."
        value={values.font}
        options={(Object.keys(THEME_FONTS) as ThemeFont[]).map((font) => ({
          value: font,
          label: THEME_FONTS[font].label,
        }))}
        onChange={(event) => setTheme({ font: event.target.value as ThemeFont })}
        error={action.fieldErrors['theme.font']}
      />
      <TextField
        id={`${id}-radius`}
        type="number"
        label="Eckenradius in Pixeln"
        hint={`${THEME_RADIUS.min} (eckig) bis ${THEME_RADIUS.max} (stark gerundet)`}
        min={THEME_RADIUS.min}
        max={THEME_RADIUS.max}
        step={1}
        value={String(values.radius)}
        onChange={(event) => setTheme({ radius: Number(event.target.value) })}
        error={action.fieldErrors['theme.radius']}
      />
      <SelectField
        id={`${id}-density`}
        label="Abstände der Karten"
        value={values.density}
        options={(Object.keys(THEME_DENSITY_LABELS) as ThemeDensity[]).map((density) => ({
          value: density,
          label: THEME_DENSITY_LABELS[density],
        }))}
        onChange={(event) => setTheme({ density: event.target.value as ThemeDensity })}
      />
      <div className="theme-editor__actions">
        <Button type="submit" design="primary" disabled={action.pending}>
          {action.pending ? 'Wird gespeichert …' : 'Theme speichern'}
        </Button>
        <Button type="button" design="flat" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  )
}
