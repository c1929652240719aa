/**
 * The category tree with product counts; the branch of the current category is open. During a search the counts are
 * the results', its links keep the search, and categories without results are left out (unless on the open branch).
 */
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { PageLink } from '#app/ui/page-link.tsx'

export interface TreeCategory {
  id: number
  parent_id: number
  slug: string
  name: string
  /** Null during a search that matched more products than it counts: the category holds some of them. */
  product_count: number | null
}

export function CategoryTree({
  categories,
  currentId,
  search = '',
}: {
  categories: TreeCategory[]
  currentId: number | null
  /** The search the counts are of; empty: the whole catalogue's. */
  search?: string
}) {
  const { t } = useTranslation('catalog')
  const open = new Set<number>()
  const byId = new Map(categories.map((c) => [c.id, c]))
  for (let id = currentId; id; id = byId.get(id)?.parent_id ?? 0) open.add(id)
  const children = new Map<number, TreeCategory[]>()
  for (const category of categories) {
    if (search && category.product_count === 0 && !open.has(category.id)) continue
    children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category])
  }
  const query = search ? `?${new URLSearchParams({ search })}` : ''

  const branch = (parentId: number) => (
    <ul>
      {(children.get(parentId) ?? []).map((category) => (
        <li key={category.id}>
          <PageLink
            to={`/catalog/${category.slug}${query}`}
            aria-current={category.id === currentId ? 'page' : undefined}
            className={open.has(category.id) ? 'is-open' : undefined}
          >
            {category.name}
            {category.product_count === null ? null : (
              <>
                {' '}
                <span className="tree__count">{category.product_count}</span>
              </>
            )}
          </PageLink>
          {open.has(category.id) && children.has(category.id) ? branch(category.id) : null}
        </li>
      ))}
    </ul>
  )

  return (
    <nav className="panel category-tree" aria-label={t('catalog.categories')}>
      <h2 className="category-tree__title">
        <PageLink to={`/catalog${query}`} aria-current={currentId === null ? 'page' : undefined}>
          {t('catalog.allProducts')}
        </PageLink>
      </h2>
      {branch(0)}
    </nav>
  )
}
