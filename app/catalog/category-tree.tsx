/** The category tree with product counts; the branch of the current category is open. */
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

export interface TreeCategory {
  id: number
  parent_id: number
  slug: string
  name: string
  product_count: number
}

export function CategoryTree({ categories, currentId }: { categories: TreeCategory[]; currentId: number | null }) {
  const { t } = useTranslation('catalog')
  const children = new Map<number, TreeCategory[]>()
  for (const category of categories) {
    children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category])
  }
  const open = new Set<number>()
  const byId = new Map(categories.map((c) => [c.id, c]))
  for (let id = currentId; id; id = byId.get(id)?.parent_id ?? 0) open.add(id)

  const branch = (parentId: number) => (
    <ul>
      {(children.get(parentId) ?? []).map((category) => (
        <li key={category.id}>
          <Link
            to={`/catalog/${category.slug}`}
            aria-current={category.id === currentId ? 'page' : undefined}
            className={open.has(category.id) ? 'is-open' : undefined}
          >
            {category.name} <span className="tree__count">{category.product_count}</span>
          </Link>
          {open.has(category.id) && children.has(category.id) ? branch(category.id) : null}
        </li>
      ))}
    </ul>
  )

  return (
    <nav className="panel category-tree" aria-label={t('catalog.categories')}>
      <h2 className="category-tree__title">
        <Link to="/catalog" aria-current={currentId === null ? 'page' : undefined}>
          {t('catalog.allProducts')}
        </Link>
      </h2>
      {branch(0)}
    </nav>
  )
}
