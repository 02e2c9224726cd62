import type { Trainee, TraineeInterest } from '@oabat/core'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'

/**
 * Hobbys in /i/profile/editieren: each one is added, renamed and removed on its own
 * (POST /api/interests/{traineeId}, PUT and DELETE /api/trainee/{id}/interests/{interestId}).
 */
export function HobbiesSection({ trainee, onChanged }: { trainee: Trainee; onChanged: () => void }) {
  const [name, setName] = useState('')
  const add = useFormAction(['name'])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await add.run(() =>
      api('createTraineeInterest', { params: { traineeId: trainee.id }, body: { name } }),
    )
    if (!result) return
    setName('')
    onChanged()
  }
  return (
    <Card as="section" className="trainee-edit__section" aria-labelledby="hobbies-title" id="hobbies">
      <h2 id="hobbies-title">Hobbys</h2>
      <p>Was machst Du gern in Deiner Freizeit? Betriebe lernen Dich so besser kennen.</p>
      {trainee.interests.length > 0 && (
        <ul className="trainee-edit__list" aria-label="Deine Hobbys">
          {trainee.interests.map((interest) => (
            <HobbyRow key={interest.id} traineeId={trainee.id} interest={interest} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <form className="trainee-edit__row" onSubmit={submit} noValidate>
        <TextField
          label="Neues Hobby"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          error={add.fieldErrors.name}
        />
        <Button type="submit" design="primary" disabled={add.pending}>
          {add.pending ? 'Wird hinzugefügt …' : 'Hinzufügen'}
        </Button>
      </form>
      {add.formError && <Notice tone="error">{add.formError}</Notice>}
    </Card>
  )
}

function HobbyRow(props: { traineeId: number; interest: TraineeInterest; onChanged: () => void }) {
  const { traineeId, interest, onChanged } = props
  const [name, setName] = useState(interest.name)
  const action = useFormAction(['name'])
  const params = { id: traineeId, interestId: interest.id }
  const rename = async (event: FormEvent) => {
    event.preventDefault()
    if (await action.run(() => api('updateTraineeInterest', { params, body: { name } }))) onChanged()
  }
  const remove = async () => {
    if (await action.run(() => api('deleteTraineeInterest', { params }))) onChanged()
  }
  return (
    <li>
      <form className="trainee-edit__row" onSubmit={rename} noValidate>
        <TextField
          label={`Hobby „${interest.name}“`}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          error={action.fieldErrors.name}
        />
        <Button type="submit" design="flat" disabled={action.pending || name === interest.name}>
          Umbenennen
        </Button>
        {/* Removing one hobby is quickly typed again: no confirmation needed. */}
        <Button type="button" design="flat" disabled={action.pending} onClick={remove}>
          Entfernen
        </Button>
      </form>
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
    </li>
  )
}
