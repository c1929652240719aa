/**
 * Reads text pages from the server-only `pages` namespace and turns them into the blocks that static-page.tsx
 * draws. The source format keeps the JSON easy to write: a string is a paragraph, an array of strings a bulleted
 * list, `{ "ordered": [...] }` a numbered list, `{ "caption", "head", "rows" }` a table; inside strings
 * `[text](href)` is a link and `` `name` `` is code. A malformed entry is a bug in the texts, so it throws (500).
 */
import type { AppLoadContext } from '@remix-run/node'
import type { Block, Inline, PageSection, Rich, TextPage } from './static-page.tsx'

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g

export function parseInline(source: string): Rich {
  const parts: Inline[] = []
  let last = 0
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) parts.push(source.slice(last, match.index))
    const [, text, href, code] = match
    parts.push(code !== undefined ? { code } : { text: text ?? '', href: href ?? '' })
    last = match.index + match[0].length
  }
  if (last < source.length) parts.push(source.slice(last))
  return parts
}

function fail(where: string): never {
  throw new Error(`Malformed text page content at ${where}`)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown, where: string): string {
  return typeof value === 'string' ? value : fail(where)
}

function strings(value: unknown, where: string): string[] {
  if (!Array.isArray(value)) fail(where)
  return value.map((item, index) => text(item, `${where}[${index}]`))
}

function parseBlock(value: unknown, where: string): Block {
  if (typeof value === 'string') return { kind: 'paragraph', text: parseInline(value) }
  if (Array.isArray(value)) return { kind: 'list', ordered: false, items: strings(value, where).map(parseInline) }
  if (isRecord(value) && 'ordered' in value) {
    return { kind: 'list', ordered: true, items: strings(value.ordered, `${where}.ordered`).map(parseInline) }
  }
  if (isRecord(value) && Array.isArray(value.rows)) {
    return {
      kind: 'table',
      caption: text(value.caption, `${where}.caption`),
      head: strings(value.head, `${where}.head`),
      rows: value.rows.map((row, index) => strings(row, `${where}.rows[${index}]`).map(parseInline)),
    }
  }
  return fail(where)
}

export function parseBlocks(value: unknown, where: string): Block[] {
  if (!Array.isArray(value)) fail(where)
  return value.map((block, index) => parseBlock(block, `${where}[${index}]`))
}

export function parseSections(value: unknown, where: string): PageSection[] {
  if (!Array.isArray(value)) fail(where)
  return value.map((section, index) => {
    const at = `${where}[${index}]`
    if (!isRecord(section)) fail(at)
    return {
      id: text(section.id, `${at}.id`),
      heading: text(section.heading, `${at}.heading`),
      blocks: parseBlocks(section.content, `${at}.content`),
    }
  })
}

export type TextPageKey = 'about' | 'agreement' | 'privacy'

/** One text page, translated on the server (nested `$t(common:…)` references resolved) and parsed. */
export async function loadTextPage(context: AppLoadContext, key: TextPageKey): Promise<TextPage> {
  const t = await context.t('pages')
  const source: unknown = t(key, { returnObjects: true })
  if (!isRecord(source)) fail(key)
  return {
    title: text(source.title, `${key}.title`),
    description: text(source.description, `${key}.description`),
    edition: text(source.edition, `${key}.edition`),
    lead: parseBlocks(source.lead, `${key}.lead`),
    sections: parseSections(source.sections, `${key}.sections`),
  }
}

/** A text page route's data. */
export async function loadTextPageData(context: AppLoadContext, key: TextPageKey): Promise<{ page: TextPage }> {
  return { page: await loadTextPage(context, key) }
}

/** The contacts page: its cards are fixed fields; its longer sections use the same blocks as the text pages. */
export async function loadContactsPage(context: AppLoadContext) {
  const t = await context.t('pages')
  const source: unknown = t('contacts', { returnObjects: true })
  if (!isRecord(source)) fail('contacts')
  const field = (name: string) => text(source[name], `contacts.${name}`)
  const records = (name: string) => {
    const list = source[name]
    if (!Array.isArray(list)) fail(`contacts.${name}`)
    return list.map((item, index) => (isRecord(item) ? item : fail(`contacts.${name}[${index}]`)))
  }
  return {
    title: field('title'),
    description: field('description'),
    lead: field('lead'),
    phoneHeading: field('phoneHeading'),
    phoneNote: field('phoneNote'),
    hoursHeading: field('hoursHeading'),
    hoursNote: field('hoursNote'),
    emailHeading: field('emailHeading'),
    emails: records('emails').map((item) => ({
      label: text(item.label, 'contacts.emails.label'),
      address: text(item.address, 'contacts.emails.address'),
    })),
    companyHeading: field('companyHeading'),
    company: records('company').map((item) => ({
      label: text(item.label, 'contacts.company.label'),
      value: text(item.value, 'contacts.company.value'),
    })),
    companyNote: field('companyNote'),
    sections: parseSections(source.sections, 'contacts.sections'),
    writeUsHeading: field('writeUsHeading'),
    writeUsText: field('writeUsText'),
    writeUsLink: field('writeUsLink'),
  }
}

export async function loadContactsPageData(context: AppLoadContext) {
  return { page: await loadContactsPage(context) }
}

export type ContactsPageData = Awaited<ReturnType<typeof loadContactsPageData>>
