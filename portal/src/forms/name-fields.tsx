import { TextField } from '@oabat/ui'

interface NameFieldsProps {
  firstname: string
  lastname: string
  onFirstname: (value: string) => void
  onLastname: (value: string) => void
  errors: { firstname?: string; lastname?: string }
  /** Whose name: the user's own (the browser may fill it in) or someone else's (it must not). */
  whose?: 'own' | 'other'
  autoFocus?: boolean
}

/** First and last name, both required, with their field errors. */
export function NameFields({ whose = 'own', ...props }: NameFieldsProps) {
  return (
    <>
      <TextField
        label="Vorname"
        name="firstname"
        autoComplete={whose === 'own' ? 'given-name' : 'off'}
        required
        autoFocus={props.autoFocus}
        value={props.firstname}
        onChange={(event) => props.onFirstname(event.target.value)}
        error={props.errors.firstname}
      />
      <TextField
        label="Nachname"
        name="lastname"
        autoComplete={whose === 'own' ? 'family-name' : 'off'}
        required
        value={props.lastname}
        onChange={(event) => props.onLastname(event.target.value)}
        error={props.errors.lastname}
      />
    </>
  )
}
