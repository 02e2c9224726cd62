import { type ChildProcess, spawn } from 'node:child_process'

export interface TestPublisher {
  process: ChildProcess
  /** Exit code once ffmpeg ended (null when killed by a signal). */
  exited: Promise<number | null>
  /** What ffmpeg printed, for failure messages. */
  output(): string
  stop(): Promise<void>
}

/** The codecs a publisher sends: OBS's H.264/AAC, or old FLV codecs the server must encode. */
export type PublisherCodecs = 'h264-aac' | 'flv1-mp3'

const CODEC_ARGUMENTS: Record<PublisherCodecs, string[]> = {
  'h264-aac': ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '50', '-c:a', 'aac'],
  'flv1-mp3': ['-c:v', 'flv', '-g', '50', '-c:a', 'libmp3lame', '-ar', '44100'],
}

/** ffmpeg's test picture and tone pushed in real time to an RTMP URL, as OBS would. */
export function publishTestSource(
  url: string,
  seconds: number,
  codecs: PublisherCodecs = 'h264-aac',
  size = '640x360',
): TestPublisher {
  const child = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${size}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-t',
      String(seconds),
      ...CODEC_ARGUMENTS[codecs],
      '-f',
      'flv',
      url,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    process: child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
