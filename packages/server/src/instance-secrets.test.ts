import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import webPush from 'web-push'
import { loadConfig } from './config.ts'
import { keepSecret, SECRETS_FOLDER } from './instance-secrets.ts'

const folders: string[] = []

function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-secrets-'))
  folders.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('secrets nobody configured', () => {
  it('are generated on first start, kept in DATA_DIR/secrets with mode 0600, and read back by the next start', () => {
    const dataDir = freshDataDir()
    const first = loadConfig({ DATA_DIR: dataDir })
    expect(first.realtimeApp.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.mediaUrlSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.mediaUrlSecret).not.toBe(first.realtimeApp.secret)
    expect(first.secrets).toEqual({
      folder: path.join(dataDir, SECRETS_FOLDER),
      generated: ['PUSHER_SECRET', 'MEDIA_URL_SECRET', 'VAPID_PRIVATE_KEY'],
      kept: [],
    })
    for (const name of fs.readdirSync(first.secrets.folder)) {
      expect(fs.statSync(path.join(first.secrets.folder, name)).mode & 0o777, name).toBe(0o600)
    }
    expect(fs.statSync(first.secrets.folder).mode & 0o777).toBe(0o700)

    const second = loadConfig({ DATA_DIR: dataDir })
    expect(second.realtimeApp.secret).toBe(first.realtimeApp.secret)
    expect(second.mediaUrlSecret).toBe(first.mediaUrlSecret)
    expect(second.vapid).toEqual(first.vapid)
    expect(second.secrets).toMatchObject({
      generated: [],
      kept: ['PUSHER_SECRET', 'MEDIA_URL_SECRET', 'VAPID_PRIVATE_KEY'],
    })
  })

  it('differ between two instances, and are never the fixed development secret of earlier versions', () => {
    const one = loadConfig({ DATA_DIR: freshDataDir() })
    const other = loadConfig({ DATA_DIR: freshDataDir() })
    expect(other.realtimeApp.secret).not.toBe(one.realtimeApp.secret)
    expect(other.mediaUrlSecret).not.toBe(one.mediaUrlSecret)
    expect(other.vapid.privateKey).not.toBe(one.vapid.privateKey)
    for (const mode of ['development', 'test', 'production'] as const) {
      const config = loadConfig({ DATA_DIR: freshDataDir(), NODE_ENV: mode })
      expect(config.realtimeApp.secret).not.toBe('oabat-development-secret')
    }
  })

  it('give way to PUSHER_SECRET, MEDIA_URL_SECRET and the VAPID keys, which are then not written anywhere', () => {
    const dataDir = freshDataDir()
    const vapidKeys = webPush.generateVAPIDKeys()
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUSHER_SECRET: 'ein-gesetztes-geheimnis-1',
      MEDIA_URL_SECRET: 'noch-ein-gesetztes-geheimnis-2',
      VAPID_PUBLIC_KEY: vapidKeys.publicKey,
      VAPID_PRIVATE_KEY: vapidKeys.privateKey,
    })
    expect(config.vapid).toEqual({ ...vapidKeys, subject: 'mailto:no-reply@oabat.de' })
    expect(config.realtimeApp.secret).toBe('ein-gesetztes-geheimnis-1')
    expect(config.mediaUrlSecret).toBe('noch-ein-gesetztes-geheimnis-2')
    expect(config.secrets).toMatchObject({ generated: [], kept: [] })
    expect(fs.existsSync(path.join(dataDir, SECRETS_FOLDER))).toBe(false)
  })

  it('keep the value of whoever created the file first, so processes sharing a DATA_DIR agree', () => {
    const dataDir = freshDataDir()
    const first = keepSecret(dataDir, 'geteilt', () => 'vom-ersten-prozess')
    const second = keepSecret(dataDir, 'geteilt', () => 'vom-zweiten-prozess')
    expect(first).toMatchObject({ value: 'vom-ersten-prozess', created: true })
    expect(second).toMatchObject({ value: 'vom-ersten-prozess', created: false })
    // Only the secret itself is left behind, no drafts.
    expect(fs.readdirSync(path.join(dataDir, SECRETS_FOLDER))).toEqual(['geteilt'])
  })

  it('refuse an emptied secret file instead of signing with an empty key', () => {
    const dataDir = freshDataDir()
    const { file } = keepSecret(dataDir, 'leer', () => 'wert')
    fs.writeFileSync(file, '\n')
    expect(() => keepSecret(dataDir, 'leer', () => 'neu')).toThrow(/is empty/)
  })
})
