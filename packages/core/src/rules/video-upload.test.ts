import { describe, expect, it } from 'vitest'
import {
  MAX_VIDEO_BYTES,
  VIDEO_EMPTY_MESSAGE,
  VIDEO_RETRY_DELAYS,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_UNSUPPORTED_MESSAGE,
  videoProblem,
  videoTypeOf,
} from './video-upload.ts'

describe('video upload rules (SPEC §4)', () => {
  it('retries after 0, 3, 5, 10 and 20 seconds', () => {
    expect(VIDEO_RETRY_DELAYS).toEqual([0, 3000, 5000, 10000, 20000])
  })

  it('takes MP4, WebM and MOV by MIME type, else by extension when the type is missing', () => {
    expect(videoTypeOf({ name: 'a.mp4', type: 'video/mp4' })).toBe('video/mp4')
    expect(videoTypeOf({ name: 'a.webm', type: 'video/webm' })).toBe('video/webm')
    expect(videoTypeOf({ name: 'Clip.MOV', type: '' })).toBe('video/quicktime')
    expect(videoTypeOf({ name: 'clip.m4v', type: 'application/octet-stream' })).toBe('video/mp4')
    expect(videoTypeOf({ name: 'clip.avi', type: 'video/x-msvideo' })).toBeNull()
    // A declared other type wins over a fitting name: the server would refuse it.
    expect(videoTypeOf({ name: 'clip.mp4', type: 'video/x-matroska' })).toBeNull()
    expect(videoTypeOf({ name: 'mp4', type: '' })).toBeNull()
  })

  it('names the problem before the upload: type, size over 500 MB, empty file', () => {
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 1000 })).toBeNull()
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES })).toBeNull()
    expect(videoProblem({ name: 'a.avi', type: 'video/x-msvideo', size: 1000 })).toBe(VIDEO_UNSUPPORTED_MESSAGE)
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 })).toBe(VIDEO_TOO_LARGE_MESSAGE)
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 0 })).toBe(VIDEO_EMPTY_MESSAGE)
  })
})
