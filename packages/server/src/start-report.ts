import path from 'node:path'
import type { Config } from './config.ts'
import { ingestServer } from './live-video/live-video.ts'
import type { RunningServer } from './server.ts'

/** The host (and port) of a configured URL, without the credentials it may carry. */
function hostOf(url: string): string {
  return new URL(url).host
}

function secretLines(config: Config): string[] {
  const { folder, generated, kept } = config.secrets
  const lines: string[] = []
  if (generated.length)
    lines.push(
      `Geheimnisse: ${generated.join(', ')} beim ersten Start erzeugt und in ${folder} abgelegt (Dateimodus 0600)`,
    )
  if (kept.length) lines.push(`Geheimnisse: ${kept.join(', ')} aus ${folder}`)
  const configured = (['PUSHER_SECRET', 'MEDIA_URL_SECRET', 'VAPID_PRIVATE_KEY'] as const).filter(
    (name) => config[name],
  )
  if (configured.length) lines.push(`Geheimnisse: ${configured.join(', ')} aus der Umgebung`)
  return lines
}

function adminLine(config: Config, server: RunningServer): string {
  const admin = config.accounts.admin
  if (!admin) return 'Admin: keines (ADMIN_EMAIL ist nicht gesetzt), also liest niemand den Postausgang'
  const demo = server.demoAdmin
  if (!demo || demo.email !== admin) return `Admin: ${admin} (ADMIN_EMAIL)`
  if (demo.password) return `Admin: ${admin}, Passwort ${demo.password} (nur jetzt angezeigt; steht in ${demo.file})`
  return `Admin: ${admin}, das Passwort steht in ${demo.file}`
}

function liveVideoLine(server: RunningServer): string {
  const { rtmpPort, offReason } = server.liveVideo
  if (rtmpPort === null) return `Livestream-Eingang (RTMP): ${offReason}`
  return `Livestream-Eingang (RTMP): ${ingestServer(server.publicUrl, rtmpPort)}/{Streamschlüssel}, Wiedergabe unter ${server.publicUrl}/live/{Wiedergabe-ID}/index.m3u8`
}

/**
 * What the start says besides its address (docs/security.md): the mode, where mails and text
 * messages go, where the secrets nobody configured are kept, who the admin is, and where
 * livestreams are sent to (docs/live-video.md).
 */
export function startReport(config: Config, server: RunningServer): string[] {
  const outbox = `${server.publicUrl}/intern/mails`
  return [
    `Modus: ${config.NODE_ENV} (NODE_ENV)`,
    config.SMTP_URL
      ? `E-Mails: über SMTP an ${hostOf(config.SMTP_URL)}`
      : `E-Mails: werden nicht verschickt, sondern in ${path.join(config.dataDir, 'mail')} abgelegt; der Admin liest sie unter ${outbox}`,
    config.SMS_GATEWAY_URL
      ? `SMS: über ${hostOf(config.SMS_GATEWAY_URL)}`
      : `SMS: werden nicht verschickt, sondern in ${path.join(config.dataDir, 'sms')} abgelegt (ebenfalls unter ${outbox})`,
    ...secretLines(config),
    adminLine(config, server),
    liveVideoLine(server),
  ]
}
