import { spawnSync } from 'node:child_process'

/**
 * Debian's ffmpeg on PATH (scripts/setup.sh installs it), or null when it is missing; the RTMP
 * ingest is on by default only where it is found. Never downloaded at run time.
 */
export function findFfmpeg(): string | null {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 })
  return probe.status === 0 ? 'ffmpeg' : null
}
