import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webPush from 'web-push'
import { startReport } from './start-report.ts'
import { createTestDatabase, type TestDatabase } from './test-support/test-database.ts'
import { startOnDatabase, startTestServer, type TestServer } from './test-support/test-server.ts'

describe('the start output of the default start', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('names the mode, the mail folder and its reader, the generated secrets and the admin password once', async () => {
    const first = await startOnDatabase(database, { NODE_ENV: 'development' })
    const report = startReport(first.config, first)
    await first.stop()
    const secrets = path.join(database.dataDir, 'secrets')
    expect(report).toEqual([
      'Modus: development (NODE_ENV)',
      `E-Mails: werden nicht verschickt, sondern in ${path.join(database.dataDir, 'mail')} abgelegt; der Admin liest sie unter ${first.publicUrl}/intern/mails`,
      `SMS: werden nicht verschickt, sondern in ${path.join(database.dataDir, 'sms')} abgelegt (ebenfalls unter ${first.publicUrl}/intern/mails)`,
      `Geheimnisse: PUSHER_SECRET, MEDIA_URL_SECRET, VAPID_PRIVATE_KEY beim ersten Start erzeugt und in ${secrets} abgelegt (Dateimodus 0600)`,
      `Admin: admin@demo.oabat.de, Passwort ${first.adminPassword} (nur jetzt angezeigt; steht in ${path.join(secrets, 'demo-admin-password')})`,
      'Livestream-Eingang (RTMP): aus (RTMP_PORT=off)',
    ])

    const second = await startOnDatabase(database, { NODE_ENV: 'development' })
    const again = startReport(second.config, second)
    await second.stop()
    expect(again.slice(3)).toEqual([
      `Geheimnisse: PUSHER_SECRET, MEDIA_URL_SECRET, VAPID_PRIVATE_KEY aus ${secrets}`,
      `Admin: admin@demo.oabat.de, das Passwort steht in ${path.join(secrets, 'demo-admin-password')}`,
      'Livestream-Eingang (RTMP): aus (RTMP_PORT=off)',
    ])
    expect(again.join('\n')).not.toContain(first.adminPassword)
  })
})

describe('the start output in production with SMTP and configured secrets', () => {
  const vapidKeys = webPush.generateVAPIDKeys()
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://benutzer:geheim@mail.example.org:2525',
      SMS_GATEWAY_URL: 'https://sms.example.org/send',
      PUSHER_SECRET: 'ein-gesetztes-geheimnis-1',
      MEDIA_URL_SECRET: 'noch-ein-gesetztes-geheimnis-2',
      VAPID_PUBLIC_KEY: vapidKeys.publicKey,
      VAPID_PRIVATE_KEY: vapidKeys.privateKey,
    })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('names the SMTP host without its credentials and says there is no admin', () => {
    const report = startReport(server.config, server)
    expect(report).toEqual([
      'Modus: production (NODE_ENV)',
      'E-Mails: über SMTP an mail.example.org:2525',
      'SMS: über sms.example.org',
      'Geheimnisse: PUSHER_SECRET, MEDIA_URL_SECRET, VAPID_PRIVATE_KEY aus der Umgebung',
      'Admin: keines (ADMIN_EMAIL ist nicht gesetzt), also liest niemand den Postausgang',
      'Livestream-Eingang (RTMP): aus (RTMP_PORT=off)',
    ])
    expect(report.join('\n')).not.toContain('geheim@')
  })
})
