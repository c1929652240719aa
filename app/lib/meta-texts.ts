/**
 * Texts for route `meta` functions. The site's name and description are imported (tiny, and needed even when the
 * root loader failed); the rest arrive with the root loader's data (meta-texts.server.ts), so no translation file
 * is bundled into the first-load scripts for meta's sake.
 */
import site from '#app/locales/ru/site.json'
import type { MetaTexts } from './meta-texts.server.ts'

export { site }

/** The root loader's meta texts, found among a meta function's matches. */
export function textsFrom(matches: { id: string; data: unknown }[]): MetaTexts {
  const root = matches.find((match) => match.id === 'root')?.data as { metaTexts?: MetaTexts } | undefined
  if (!root?.metaTexts) throw new Error('Meta texts come with the root loader data')
  return root.metaTexts
}
