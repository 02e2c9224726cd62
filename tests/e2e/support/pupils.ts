/** A new pupil account for browser tests, registered and confirmed over the API (link from the outbox). */
import { fromOutbox } from './outbox.ts'

/** Registers a trainee with `email`, opens the activation link from the outbox and answers the login token. */
export async function registerPupil(
  baseUrl: string,
  dataDir: string,
  email: string,
  firstname: string,
): Promise<string> {
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'schueler-2026', firstname, lastname: 'Test' }),
  })
  if (registered.status !== 201) throw new Error(`registering ${email} answered ${registered.status}`)
  const link = new URL(await fromOutbox(dataDir, email, /https?:\/\/\S+/))
  const activated = await fetch(`${baseUrl}/api/activate/${link.searchParams.get('token')}`)
  if (activated.status !== 200) throw new Error(`activating ${email} answered ${activated.status}`)
  return ((await activated.json()) as { token: string }).token
}
