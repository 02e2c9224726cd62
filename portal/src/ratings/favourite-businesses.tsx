import { businessPagePath, type LikedBusiness, showError } from '@oabat/core'
import { Button, Card } from '@oabat/ui'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { CompanyLogo } from '../components/company-logo.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'

/**
 * The companies a trainee marked with the heart (docs/ratings.md „Lieblingsunternehmen“), on
 * /favoriten beside the liked jobs; „Entfernen“ takes the heart back.
 */
export function FavouriteBusinesses({ userId }: { userId: number }) {
  const { data, error, mutate } = useApi('businessLikes', { query: { user_id: userId } })
  if (error) return <LoadError subject="Deine Lieblingsunternehmen" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={2} label="Lieblingsunternehmen werden geladen …" />
  const businesses = data.data.flatMap((like) => (like.business ? [like.business] : []))
  const remove = async (business: LikedBusiness) => {
    try {
      await api('deleteBusinessLike', { params: { businessId: business.id } })
    } catch (failure) {
      showError(failure instanceof Error ? failure.message : 'Der Favorit konnte nicht entfernt werden.')
    }
    await mutate()
  }
  return (
    <section className="favorites__section" aria-labelledby="favourite-businesses-title">
      <h2 id="favourite-businesses-title">Unternehmen</h2>
      {businesses.length === 0 ? (
        <p>Tippe auf einer Unternehmensseite auf „Als Favorit merken“, dann findest Du das Unternehmen hier.</p>
      ) : (
        <ul className="favorites__list" aria-label="Deine Lieblingsunternehmen">
          {businesses.map((business) => (
            <li key={business.id}>
              <Card className="favorites__business">
                <CompanyLogo name={business.name} url={business.logo_url} size={48} />
                <Link href={businessPagePath(business.slug)}>{business.name}</Link>
                <Button
                  design="secondary-flat"
                  size="small"
                  aria-label={`${business.name} aus den Favoriten entfernen`}
                  onClick={() => void remove(business)}
                >
                  Entfernen
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
