import type { ContentPageBlock, ContentPageBlockType } from '@oabat/core'

/** The settings of one block type. */
export type BlockOf<T extends ContentPageBlockType> = Extract<ContentPageBlock, { type: T }>
