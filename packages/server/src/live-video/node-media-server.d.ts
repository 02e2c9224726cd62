/**
 * Types for the two protocol modules of node-media-server that the RTMP ingest uses
 * (docs/live-video.md): the RTMP handshake and chunk parser, and the FLV tag writer. The package
 * ships JavaScript with JSDoc only, and its server class is a process-wide singleton, so the ingest
 * runs its own TCP server around these.
 */
declare module 'node-media-server/src/core/avpacket.js' {
  class AVPacket {
    codec_id: number
    /** FLV tag type: 8 audio, 9 video, 18 script data. */
    codec_type: number
    flags: number
    pts: number
    dts: number
    size: number
    data: Buffer
  }
  export = AVPacket
}

declare module 'node-media-server/src/protocol/rtmp.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js'

  class Rtmp {
    streamApp?: string
    streamName?: string
    streamId?: number
    onConnectCallback: (request: { app: string; name: string; host: string; query: unknown }) => void
    onPlayCallback: () => void
    onPushCallback: () => void
    onPacketCallback: (packet: AVPacket) => void
    onOutputCallback: (buffer: Buffer) => void
    /** Feeds received bytes; answers an error text when the stream is not RTMP. */
    parserData(buffer: Buffer): string | null
    sendStatusMessage(streamId: number, level: string, code: string, description: string): void
  }
  export = Rtmp
}

declare module 'node-media-server/src/protocol/flv.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js'

  const Flv: {
    createHeader(hasAudio: boolean, hasVideo: boolean): Buffer
    /** One FLV tag (with its trailing previous-tag size), copied out of the packet. */
    createMessage(packet: AVPacket): Buffer
  }
  export = Flv
}
