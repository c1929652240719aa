/** Latin kebab-case slugs from Russian (or mixed) names, for URLs. */

// A simplified Yandex/GOST-style scheme: readable for Russian speakers, ASCII only.
const letters: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

export function transliterate(text: string): string {
  let out = ''
  for (const char of text.toLowerCase()) out += letters[char] ?? char
  return out
}

/** `maxLength` cuts at a word boundary so slugs stay readable. */
export function slugify(text: string, maxLength = 80): string {
  const slug = transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= maxLength) return slug
  const cut = slug.slice(0, maxLength + 1)
  const boundary = cut.lastIndexOf('-')
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, maxLength)).replace(/-+$/, '')
}

/** The pattern every slug in the catalogue matches. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/
