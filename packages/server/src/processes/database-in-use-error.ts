/**
 * Another process holds the database in a way this one may not share (docs/deployment.md): the
 * message tells the operator what to do, and the server stops with exit code 2 without a stack.
 */
export class DatabaseInUseError extends Error {}

/** What a process holds on its database while it runs; released at close (or by the process's end). */
export interface ProcessLock {
  release(): void | Promise<void>
}
