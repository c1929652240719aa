/**
 * The brand list (/brands) and the brand catalogue (/brands/cataloque, the legacy spelling is part of the URL): the
 * brands of the start-up call sorted by name, and their alphabetical index — Cyrillic А–Я first, then Latin A–Z, then
 * digits. Grouping happens here, so the browser only draws.
 */
import type { AppLoadContext } from '@remix-run/node'

/**
 * The brand list of the start-up call, for the pages that show it (the brands index and catalogue) — kept out of
 * the shell so that every other page stays light. Sorted by name as a Russian reader expects.
 */
const collator = new Intl.Collator('ru')

async function loadBrandList(context: AppLoadContext) {
  const start = await context.startup()
  if (!start.data || start.data.brandList.length === 0) {
    console.error(`Start-up call gave no brands (${start.status}): ${start.error ?? 'empty list'}`)
    throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
  }
  return start.data.brandList
    .map(({ id, slug, name, country, logo, product_count }) => ({ id, slug, name, country, logo, product_count }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

type BrandListItem = Awaited<ReturnType<typeof loadBrandList>>[number]

// Ъ, Ы and Ь never begin a name, so a bar of them would only be noise; Ё is filed under Е, as printed indexes do.
const CYRILLIC = [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ']
const LATIN = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']

export type Script = 'cyrillic' | 'latin' | 'digits' | 'other'
export interface LetterGroup {
  /** The anchor: `letter-А`, `letter-Z`, `letter-0-9`, `letter-other`. */
  id: string
  script: Script
  letter: string
  brands: Pick<BrandListItem, 'id' | 'slug' | 'name' | 'product_count'>[]
}

function groupKey(name: string): { script: Script; letter: string } {
  // Quotes and other marks in front of a name («Вектор», "Alpha") do not decide its letter.
  const first = name
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .charAt(0)
    .toLocaleUpperCase('ru')
  if (first === 'Ё') return { script: 'cyrillic', letter: 'Е' }
  if (CYRILLIC.includes(first)) return { script: 'cyrillic', letter: first }
  if (/\p{N}/u.test(first)) return { script: 'digits', letter: '0-9' }
  // Only Latin letters lose their accents here (É → E): Й decomposes too, and must stay Й.
  const base = first.normalize('NFD').charAt(0)
  if (LATIN.includes(base)) return { script: 'latin', letter: base }
  return { script: 'other', letter: 'other' }
}

function groupBrands(brands: BrandListItem[]): LetterGroup[] {
  const groups: LetterGroup[] = [
    ...CYRILLIC.map((letter) => ({ script: 'cyrillic' as const, letter })),
    ...LATIN.map((letter) => ({ script: 'latin' as const, letter })),
    { script: 'digits' as const, letter: '0-9' },
    { script: 'other' as const, letter: 'other' },
  ].map(({ script, letter }) => ({ id: `letter-${letter}`, script, letter, brands: [] }))
  const byId = new Map(groups.map((group) => [group.id, group]))
  // loadBrandList has sorted the names with Intl.Collator('ru'); each group keeps that order.
  for (const { id, slug, name, product_count } of brands) {
    byId.get(`letter-${groupKey(name).letter}`)?.brands.push({ id, slug, name, product_count })
  }
  // «Other» is a catch-all for names in other scripts; its place in the bar is only worth showing when it is used.
  return groups.filter((group) => group.script !== 'other' || group.brands.length > 0)
}

export async function loadBrandsPage(context: AppLoadContext) {
  return { brands: await loadBrandList(context) }
}

export async function loadBrandIndexPage(context: AppLoadContext) {
  const brands = await loadBrandList(context)
  return { groups: groupBrands(brands), total: brands.length }
}
