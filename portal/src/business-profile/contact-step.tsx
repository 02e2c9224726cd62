import type { CallOutput, Image } from '@oabat/core'
import { Notice, SelectField, TextField } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { asGender, GENDER_OPTIONS } from '../forms/choices.ts'
import { NameFields } from '../forms/name-fields.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { ImageUpload } from '../media/image-upload.tsx'
import type { StepProps } from './profile-business.ts'
import { StepForm } from './step-form.tsx'
import { useDirty } from './use-dirty.ts'
import { useDiscardUnsavedUploads } from './use-discard-unsaved-uploads.ts'

type ContactPerson = CallOutput<'contactPersons'>['data'][number]

const FIELDS = ['firstname', 'lastname', 'gender', 'position', 'email', 'phone_number', 'image_id']

/** Step 6: the public contact person (SPEC §3: gender defaults to „Frau“) with picture. */
export function ContactStep(props: StepProps) {
  const { data, error, mutate } = useApi('contactPersons', {})
  if (error) return <LoadError subject="Die Ansprechperson" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={6} label="Ansprechperson wird geladen …" />
  const contact = data.data.find((person) => person.is_public) ?? null
  return <ContactForm {...props} contact={contact} onContactSaved={() => mutate()} />
}

/** Name and salutation entered at the registration: the public page shows them until a contact person is saved. */
type RegisteredContact = Pick<ContactPerson, 'firstname' | 'lastname' | 'gender'> | null

function valuesOf(contact: ContactPerson | RegisteredContact) {
  const saved = contact && 'id' in contact ? contact : null
  return {
    firstname: contact?.firstname ?? '',
    lastname: contact?.lastname ?? '',
    gender: contact?.gender ?? 'Frau',
    position: saved?.position ?? '',
    email: saved?.email ?? '',
    phone_number: saved?.phone_number ?? '',
  }
}

function ContactForm({
  business,
  contact,
  onSaved,
  onDirty,
  onNext,
  onContactSaved,
}: StepProps & { contact: ContactPerson | null; onContactSaved: () => void }) {
  const [saved, setSavedContact] = useState(contact)
  // Without a saved contact person the form starts from the registration's contact (shown publicly
  // already), so nobody types the same name twice; it counts for the checklist once saved here.
  const registered: RegisteredContact = contact ? null : (business.public_contact_person ?? null)
  const [values, setValues] = useState(valuesOf(contact ?? registered))
  const [picture, setPicture] = useState<Image[]>(contact?.image ? [contact.image] : [])
  const [done, setDone] = useState(false)
  const [uploading, setUploading] = useState(false)
  const form = useFormAction(FIELDS)
  const initial = valuesOf(saved ?? registered)
  const dirty =
    (Object.keys(values) as Array<keyof typeof values>).some((key) => values[key].trim() !== initial[key]) ||
    (picture[0]?.id ?? null) !== (saved?.image?.id ?? null)
  useDirty(dirty, onDirty)
  const markSaved = useDiscardUnsavedUploads(
    picture.map((image) => image.id),
    saved?.image ? [saved.image.id] : [],
  )
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value })

  const onSave = async () => {
    const body = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      gender: asGender(values.gender) ?? 'Frau',
      position: values.position.trim() || null,
      email: values.email.trim() || null,
      phone_number: values.phone_number.trim() || null,
      image_id: picture[0]?.id ?? null,
      is_public: true,
    }
    const answer = await form.run(() =>
      saved
        ? api('updateContactPerson', { params: { contactId: saved.id }, body })
        : api('createContactPerson', { body }),
    )
    if (!answer) return false
    const person = answer.value.data
    if (person.image) markSaved([person.image.id])
    setSavedContact(person)
    setValues(valuesOf(person))
    setPicture(person.image ? [person.image] : [])
    setDone(true)
    onContactSaved()
    // The business answer carries the public contact person and the checklist: reload it.
    onSaved()
    return true
  }

  return (
    <StepForm
      title="Ansprechperson"
      intro={`Sie erscheint auf Eurem Profil als persönliche Ansprechperson von ${business.name}.`}
      form={form}
      saved={done}
      dirty={dirty}
      onSave={onSave}
      onNext={onNext}
      uploading={uploading}
    >
      {!saved && registered && (
        <Notice tone="info">
          Name und Anrede stammen aus Eurer Registrierung. Prüft sie und speichert, dann zählt die Ansprechperson für
          ein vollständiges Profil.
        </Notice>
      )}
      <div className="profile-editor__grid">
        <SelectField
          label="Anrede"
          name="gender"
          options={GENDER_OPTIONS}
          value={values.gender}
          onChange={(event) => set('gender')(event.target.value)}
          error={form.fieldErrors.gender}
        />
        <NameFields
          whose="other"
          firstname={values.firstname}
          lastname={values.lastname}
          onFirstname={set('firstname')}
          onLastname={set('lastname')}
          errors={form.fieldErrors}
        />
        <TextField
          label="Position"
          name="position"
          hint="Freiwillig, z. B. Ausbildungsleitung."
          value={values.position}
          onChange={(event) => set('position')(event.target.value)}
          error={form.fieldErrors.position}
        />
        <TextField
          label="E-Mail-Adresse"
          name="email"
          type="email"
          hint="Freiwillig."
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          error={form.fieldErrors.email}
        />
        <TextField
          label="Telefonnummer"
          name="phone_number"
          type="tel"
          hint="Freiwillig."
          value={values.phone_number}
          onChange={(event) => set('phone_number')(event.target.value)}
          error={form.fieldErrors.phone_number}
        />
      </div>
      <ImageUpload
        label="Foto der Ansprechperson"
        images={picture}
        onChange={setPicture}
        max={1}
        onUploadingChange={setUploading}
        onDeleted={(image) => {
          // The server dropped the deleted photo from the contact person too.
          setSavedContact((person) => (person?.image?.id === image.id ? { ...person, image: null } : person))
          onContactSaved()
          onSaved()
        }}
        error={form.fieldErrors.image_id}
        altOf={() => `Foto von ${values.firstname} ${values.lastname}`.trim()}
      />
    </StepForm>
  )
}
