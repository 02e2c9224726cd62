import type { Post } from '@oabat/core'
import { Link } from 'wouter'
import { useAuth } from '../auth/use-auth.ts'
import { postEditorPath } from './post-paths.ts'

/** „Beitrag bearbeiten“ on a post's page, for the company that wrote it. */
export function PostOwnerLink({ post }: { post: Post }) {
  const { user } = useAuth()
  const own = post.author_type === 'business' && user?.business?.slug === post.author.slug
  if (!own) return null
  return (
    <p>
      <Link href={postEditorPath(post.author.slug, post.slug)}>Beitrag bearbeiten</Link>
    </p>
  )
}
