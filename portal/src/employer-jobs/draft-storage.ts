/**
 * @module draft-storage — the job editor keeps what was typed in sessionStorage, so nothing is lost
 * by a reload, a trip to the preview, or an accidental navigation. One entry per editor (a new job
 * of a type and editor version, or an existing job by id), plus the draft the preview shows.
 */
import type { JobDraft } from './job-draft.ts'

const PREFIX = 'oabat job draft:'
const PREVIEW_KEY = 'oabat job preview'

export interface PreviewEntry {
  draft: JobDraft
  /** Where "Zurück zum Bearbeiten" leads (the editor with its query). */
  editorPath: string
}

/** The storage key of an editor: `new:2:1` (new type-1 job, editor v2) or `job:42`. */
export function draftKey(draft: Pick<JobDraft, 'jobId' | 'typeId' | 'version'>): string {
  return draft.jobId ? `job:${draft.jobId}` : `new:${draft.version}:${draft.typeId}`
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked (private mode): the editor keeps working; only the safety net is gone.
  }
}

export function loadDraft(key: string): JobDraft | null {
  return read<JobDraft>(PREFIX + key)
}

export function saveDraft(key: string, draft: JobDraft): void {
  write(PREFIX + key, draft)
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key)
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function savePreview(entry: PreviewEntry): void {
  write(PREVIEW_KEY, entry)
}

export function loadPreview(): PreviewEntry | null {
  return read<PreviewEntry>(PREVIEW_KEY)
}
