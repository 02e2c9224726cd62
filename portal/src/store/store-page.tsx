import { type CallOutput, formatEuro, isStoreFeature, type ProductSlug, type StoreFeature } from '@oabat/core'
import { buttonClassName, Card, Notice } from '@oabat/ui'
import { Link, useSearch } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { checkoutPath, periodLabel } from './store-cart.ts'
import './store.css'

type Product = CallOutput<'storeProducts'>['data'][number]

/** What each feature page tells (SPEC §2 /betrieb/store/feature/{name}). */
const FEATURES: Record<StoreFeature, { title: string; points: string[] }> = {
  premium: {
    title: 'Premium für Dein Unternehmen',
    points: [
      'Bis zu 50 aktive Stellen statt 3 ohne Abonnement.',
      'Statistiken zu Deinen Stellen: Aufrufe, Anfragen und Merkliste.',
      'Dein Unternehmen als Premium-Betrieb in der Suche.',
      'Das Pro-Portal: Eure Karriereseite unter Eurer eigenen Domain.',
    ],
  },
  mail2chat: {
    title: 'mail2chat: Chatten aus Deinem Postfach',
    points: [
      'Du bekommst neue Nachrichten von Schülerinnen und Schülern per E-Mail.',
      'Antworte einfach auf die E-Mail: Deine Antwort landet im Chat auf oabat.',
      'Anhänge Deiner Antwort kommen mit in den Chat.',
    ],
  },
  api_connection: {
    title: 'API-Anbindung für Dein Bewerbermanagement',
    points: [
      'Verbinde Dein Bewerbermanagement oder Deine Karriereseite mit oabat.',
      'Stellen anlegen, ändern und zurückziehen, ohne sie doppelt zu pflegen.',
      'Die Schnittstelle ist in der OpenAPI-Beschreibung dokumentiert.',
    ],
  },
}

const EXTENSIONS: readonly ProductSlug[] = ['mail2chat', 'api_connection', 'job']

function ProductCard({ product }: { product: Product }) {
  return (
    <Card as="article" className="area-card store-product" aria-labelledby={`store-product-${product.slug}`}>
      <h2 id={`store-product-${product.slug}`}>{product.name}</h2>
      <p className="store-product__price">
        {formatEuro(product.price)} <span className="area-card__muted">netto {periodLabel(product.period_months)}</span>
      </p>
      <p className="area-card__muted">zzgl. 19 % Umsatzsteuer · Zahlung auf Rechnung</p>
      <p>{product.description}</p>
      <div className="store-product__actions">
        <Link
          href={checkoutPath({ [product.slug]: 1 })}
          className={buttonClassName({ design: 'primary' })}
          aria-label={`${product.name} in den Warenkorb`}
        >
          In den Warenkorb
        </Link>
        {isStoreFeature(product.slug) && (
          <Link
            href={`/betrieb/store/feature/${product.slug}`}
            className={buttonClassName({ design: 'secondary-flat' })}
          >
            Mehr erfahren
          </Link>
        )}
      </div>
    </Card>
  )
}

function useProducts() {
  return useApi('storeProducts', {})
}

/** /betrieb/store: the catalogue; `?extensions` shows only the extensions (mail2chat, API, job ads). */
export function StorePage() {
  const query = new URLSearchParams(useSearch())
  const onlyExtensions = query.has('extensions')
  const products = useProducts()
  const shown = products.data?.data.filter((p) => !onlyExtensions || EXTENSIONS.includes(p.slug)) ?? []
  return (
    <AreaPage
      eyebrow="Store"
      title={onlyExtensions ? 'Erweiterungen für Dein Unternehmen' : 'Mehr aus oabat herausholen'}
      intro="Buche Premium und Erweiterungen für Dein Unternehmen. Du zahlst bequem auf Rechnung und kannst jedes Abonnement zum Ende seiner Laufzeit kündigen."
    >
      {onlyExtensions && (
        <p>
          <Link href="/betrieb/store">Alle Produkte anzeigen</Link>
        </p>
      )}
      {products.error ? (
        <LoadError subject="Die Produkte" plural error={products.error} onRetry={() => void products.mutate()} />
      ) : !products.data ? (
        <Skeleton lines={4} label="Produkte werden geladen …" />
      ) : shown.length === 0 ? (
        <Notice tone="info">Im Moment gibt es hier keine Produkte.</Notice>
      ) : (
        <div className="store-products">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
      <p>
        <Link href="/betrieb/abonnements">Deine Abonnements und Rechnungen</Link>
      </p>
    </AreaPage>
  )
}

/** /betrieb/store/feature/{name} (also /betrieb/store/feature-{name}): one feature and its price. */
export function StoreFeaturePage({ name }: { name: string }) {
  const products = useProducts()
  if (!isStoreFeature(name)) {
    return (
      <AreaPage eyebrow="Store" title="Diese Funktion gibt es nicht">
        <p>
          Schau Dir die <Link href="/betrieb/store">Produkte im Store</Link> an.
        </p>
      </AreaPage>
    )
  }
  const feature = FEATURES[name]
  const product = products.data?.data.find((p) => p.slug === name)
  return (
    <AreaPage eyebrow="Store" title={feature.title}>
      <Card as="section" className="area-card" aria-labelledby="store-feature-points">
        <h2 id="store-feature-points">Was Du bekommst</h2>
        <ul className="area-card__list">
          {feature.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {products.error ? (
          <LoadError subject="Der Preis" error={products.error} onRetry={() => void products.mutate()} />
        ) : !product ? (
          <Skeleton lines={1} label="Preis wird geladen …" />
        ) : (
          <>
            <p className="store-product__price">
              {formatEuro(product.price)}{' '}
              <span className="area-card__muted">netto {periodLabel(product.period_months)}, zzgl. 19 % USt.</span>
            </p>
            <div className="store-product__actions">
              <Link href={checkoutPath({ [name]: 1 })} className={buttonClassName({ design: 'primary' })}>
                In den Warenkorb
              </Link>
              <Link href="/betrieb/store" className={buttonClassName({ design: 'secondary-flat' })}>
                Zurück zum Store
              </Link>
            </div>
          </>
        )}
        {name === 'api_connection' && (
          <p>
            Schon gebucht? <Link href="/betrieb/api-schluessel">Deine API-Schlüssel verwalten</Link> ·{' '}
            <a href="/api/docs">Die Schnittstelle in der API-Dokumentation</a>
          </p>
        )}
      </Card>
    </AreaPage>
  )
}
